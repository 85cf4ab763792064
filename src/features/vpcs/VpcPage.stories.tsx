import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// A VPC's page on the seeded fleet: atlas-ingest's default VPC has firewall rules of every kind,
// a custom router with a route of every target kind, and a second internet gateway.
const meta: Meta = { title: 'Screens/VPC' }
export default meta

const VPC = '/projects/atlas-ingest/vpcs/default'

export const FirewallRules = appStory(`${VPC}/firewall-rules`)
export const NewFirewallRule = appStory(`${VPC}/firewall-rules-new`)
export const CloneFirewallRule = appStory(`${VPC}/firewall-rules-new/allow-partner-ping`)
export const EditFirewallRule = appStory(`${VPC}/firewall-rules/allow-node-metrics/edit`)
export const Subnets = appStory(`${VPC}/subnets`)
export const NewSubnet = appStory(`${VPC}/subnets-new`)
export const EditSubnet = appStory(`${VPC}/subnets/default/edit`)
export const Routers = appStory(`${VPC}/routers`)
export const NewRouter = appStory(`${VPC}/routers-new`)
export const EditRouter = appStory(`${VPC}/routers/egress-control/edit`)
export const InternetGateways = appStory(`${VPC}/internet-gateways`)
export const InternetGateway = appStory(`${VPC}/internet-gateways/partner-gw`)
