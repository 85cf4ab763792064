// The VPCs list (its own chunk); the VPC page and its tabs are in ./vpc, the side-modal forms in
// ./forms and the firewall rule form in ./firewallForms.
export { VpcsPage, vpcsLoader } from './list/VpcsPage'
