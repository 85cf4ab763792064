// The side-modal forms of VPCs, subnets, routers and routes (formik, yup): a chunk of their own.
export { VpcCreateForm, VpcEditForm, vpcEditLoader } from './forms/VpcForms'
export { SubnetCreateForm, SubnetEditForm, subnetEditLoader } from './subnets/SubnetForms'
export { RouterCreateForm, RouterEditForm, routerEditLoader } from './routers/RouterForms'
export { RouteCreateForm, RouteEditForm, routeEditLoader } from './routers/RouteForms'
