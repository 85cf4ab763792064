import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useSystemSubnetPoolUtilizationViewQuery } from '~/api/endpoints/systemSubnetPools'
import { messageOf } from '~/api/errors'
import type { SubnetPool } from '~/api/generated/types'
import { AddressUtilization } from '../ip-pools/AddressUtilization'
import { poolCount } from '../ip-pools/utilization'

/**
 * A subnet pool's utilization (the API's capacity and remaining, as an IP pool's: addresses, the
 * same bar), fetched for the list's cell and the pool's page alike, so both show the same figures.
 */
export function SubnetPoolUtilization({
  pool,
  skeletonWidth = 100,
}: {
  pool: SubnetPool
  skeletonWidth?: number
}) {
  const { data, error } = useSystemSubnetPoolUtilizationViewQuery({ path: { pool: pool.id } })
  if (error) {
    return (
      <Box component="span" title={messageOf(error)} sx={{ color: 'text.secondary' }}>
        Could not load
      </Box>
    )
  }
  if (!data) return <Skeleton width={skeletonWidth} />
  const count = poolCount(data)
  if (count?.capacity === 0n) {
    return (
      <Box component="span" title="No members" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    )
  }
  return <AddressUtilization version={pool.ipVersion} count={count} />
}
