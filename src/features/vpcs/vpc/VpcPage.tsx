import HubIcon from '@mui/icons-material/HubOutlined'
import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import { Link, useNavigate } from 'react-router-dom'
import { useVpcRouterViewQuery } from '~/api/endpoints/vpcs'
import type { Vpc } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { DateTime, PropertiesTable, RouteTabs, ResourceHeader } from '~/components'
import { useEntity } from '~/state/entities'
import { useVpcActions } from '../list/useVpcActions'
import { vpcView } from '../views'

/** An unknown VPC (or project) is a 404: 'Page not found'. */
export const vpcLoader = vpcView.loader

function SystemRouterLink({ project, vpc }: { project: string; vpc: Vpc }) {
  // by id: the API takes no project or VPC with one
  const { data: router } = useVpcRouterViewQuery({ path: { router: vpc.systemRouterId } })
  if (!router) return <span title={vpc.systemRouterId}>…</span>
  return (
    <MuiLink component={Link} to={pb.router(project, vpc.name, router.name)}>
      {router.name}
    </MuiLink>
  )
}

const mono = (text: string) => (
  <Box component="span" sx={{ fontFamily: 'monospace' }}>
    {text}
  </Box>
)

/**
 * Spec §2 vpcs/{vpc}: the VPC's properties over its tabs (firewall rules, subnets, routers,
 * internet gateways), moved between with the arrow keys like the instance's.
 */
export const VpcPage = vpcView.page(function VpcPage({ data, param }) {
  const project = param('project')
  const name = param('vpc')
  const navigate = useNavigate()
  const vpc = useEntity('vpcs', data.id) ?? data
  const actions = useVpcActions(project, () => void navigate(pb.vpcs(project)))

  return (
    <>
      <ResourceHeader
        title={vpc.name}
        description={vpc.description}
        icon={<HubIcon aria-hidden />}
        kind="VPC"
        actions={actions(vpc)}
      />
      <Box sx={{ mb: 3 }}>
        <PropertiesTable
          columns={2}
          properties={[
            { label: 'DNS name', value: mono(vpc.dnsName) },
            { label: 'Created', value: <DateTime date={vpc.timeCreated} /> },
            { label: 'IPv6 prefix', value: mono(vpc.ipv6Prefix) },
            { label: 'Modified', value: <DateTime date={vpc.timeModified} /> },
            { label: 'System router', value: <SystemRouterLink project={project} vpc={vpc} /> },
          ]}
        />
      </Box>
      <RouteTabs
        label="VPC tabs"
        tabs={[
          {
            label: 'Firewall rules',
            to: pb.vpcFirewallRules(project, name),
            also: [`${pb.vpc(project, name)}/firewall-rules-new`],
          },
          {
            label: 'Subnets',
            to: pb.vpcSubnets(project, name),
            also: [pb.subnetsNew(project, name)],
          },
          {
            label: 'Routers',
            to: pb.vpcRouters(project, name),
            also: [pb.routersNew(project, name)],
          },
          { label: 'Internet gateways', to: pb.vpcInternetGateways(project, name) },
        ]}
      />
    </>
  )
})
