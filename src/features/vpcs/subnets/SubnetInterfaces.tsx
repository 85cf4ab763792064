import { stackIps } from '~/api/ipStack'
import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router-dom'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import { useVpcSubnetListNetworkInterfacesQuery } from '~/api/endpoints/vpcs'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import { Spinner, QueryError } from '~/components'

/** `subnet` is the subnet's id: with an id the API takes no project or VPC. */
type Props = { project: string; subnet: string }

/**
 * The network interfaces in a subnet (GET …/{subnet}/network-interfaces), each with its
 * instance: what keeps the subnet from being deleted, and where its addresses went.
 */
export function SubnetInterfaces({ project, subnet }: Props) {
  const nics = useVpcSubnetListNetworkInterfacesQuery({
    path: { subnet },
    query: { limit: ALL_PAGES_LIMIT },
  })
  const instances = useInstanceListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  const instanceName = new Map(instances.data?.items.map((i) => [i.id, i.name]))

  let body
  if (nics.isLoading) body = <Spinner />
  else if (nics.error !== undefined && !nics.data) {
    body = <QueryError what="them" error={nics.error} onRetry={nics.refetch} />
  } else if (!nics.data?.items.length) {
    body = (
      <Typography variant="body2" color="text.secondary">
        No instance has a network interface in this subnet.
      </Typography>
    )
  } else {
    body = (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {nics.data.items.map((nic) => {
          const name = instanceName.get(nic.instanceId)
          return (
            <li key={nic.id}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {stackIps(nic.ipStack).join(', ')}
              </Box>{' '}
              {nic.name} of{' '}
              {name ? (
                <MuiLink
                  component={Link}
                  to={pb.instanceNetworking(project, name)}
                  underline="always"
                >
                  {name}
                </MuiLink>
              ) : (
                <span title={nic.instanceId}>an instance</span>
              )}
            </li>
          )
        })}
      </Box>
    )
  }
  return (
    <Box component="section" aria-labelledby="subnet-nics">
      <Typography id="subnet-nics" variant="h3" component="h3" sx={{ mb: 1 }}>
        Network interfaces
      </Typography>
      {body}
    </Box>
  )
}
