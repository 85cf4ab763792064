import { vpcsApi } from '~/api/endpoints/vpcs'
import { defineView } from '~/app/routes/define'

// The VPC and the router a route names, each read by its page and by its edit form.

export const vpcView = defineView(vpcsApi.endpoints.vpcView, (param) => ({
  path: { vpc: param('vpc') },
  query: { project: param('project') },
}))

export const routerView = defineView(vpcsApi.endpoints.vpcRouterView, (param) => ({
  path: { router: param('router') },
  query: { project: param('project'), vpc: param('vpc') },
}))
