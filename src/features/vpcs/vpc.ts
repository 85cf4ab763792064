// A VPC's page and its tabs (firewall rules, subnets, routers, internet gateways), and a router's
// page: one chunk, as moving between the tabs is the common path.
export { VpcPage, vpcLoader } from './vpc/VpcPage'
export { FirewallRulesTab, firewallRulesLoader } from './firewall/FirewallRulesTab'
export { SubnetsTab, subnetsLoader } from './subnets/SubnetsTab'
export { RoutersTab, routersLoader } from './routers/RoutersTab'
export { RouterPage, routerLoader } from './routers/RouterPage'
export { GatewaysTab, gatewaysLoader } from './gateways/GatewaysTab'
export { GatewaySideModal, gatewayLoader } from './gateways/GatewaySideModal'
