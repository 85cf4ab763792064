import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { Link } from 'react-router-dom'
import { useInstanceNetworkInterfaceListQuery } from '~/api/endpoints/instances'
import { useVpcViewQuery } from '~/api/endpoints/vpcs'
import { pb } from '~/app/routes/paths'

/**
 * The VPC of the instance's primary network interface (an instance's interfaces all sit in one
 * VPC), as a link to the VPC's page. '—' for an instance with no interface.
 */
export function InstanceVpc({ project, instance }: { project: string; instance: string }) {
  const nics = useInstanceNetworkInterfaceListQuery({ query: { project, instance } })
  const items = nics.data?.items ?? []
  const vpcId = (items.find((n) => n.primary) ?? items[0])?.vpcId
  const vpc = useVpcViewQuery({ path: { vpc: vpcId ?? '' } }, { skip: !vpcId })
  if (nics.isLoading || vpc.isLoading)
    return <Skeleton width={100} role="progressbar" aria-label="Loading VPC" />
  if (!vpcId) return '—'
  if (!vpc.data) return vpcId
  return (
    <MuiLink component={Link} to={pb.vpc(project, vpc.data.name)} underline="always">
      {vpc.data.name}
    </MuiLink>
  )
}
