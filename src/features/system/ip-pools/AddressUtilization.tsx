import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import { useSystemIpPoolUtilizationViewQuery } from '~/api/endpoints/systemIpPools'
import { messageOf } from '~/api/errors'
import type { IpPool } from '~/api/generated/types'
import { formatNumber } from '~/util/format'
import { fullnessColor } from '~/util/fullness'
import {
  poolCount,
  sharePercent,
  utilizationText,
  versionLabel,
  type AddressCount,
} from './utilization'

/**
 * 'allocated / capacity' over a bar. Large counts read compact (1.2M, 18.447E18, spec §9); the
 * full figures are in the title and are what the bar announces.
 */
export function AddressUtilization({
  version,
  count,
}: {
  /** the pool's IP version: a pool holds addresses of one version */
  version: IpPool['ipVersion']
  /** undefined: the API's answer held no readable count */
  count: AddressCount | undefined
}) {
  const name = versionLabel(version)
  if (count === undefined) {
    return (
      <Box
        component="span"
        title={`The ${name} counts could not be read`}
        sx={{ color: 'text.secondary' }}
      >
        Unknown
      </Box>
    )
  }
  if (count.capacity === 0n) {
    return (
      <Box component="span" title="No ranges" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    )
  }
  const text = utilizationText(count, version)
  const share = sharePercent(count)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, width: '100%' }}>
      <Box component="span" title={text} sx={{ whiteSpace: 'nowrap' }}>
        {count.exact ? '' : '≈ '}
        {formatNumber(count.allocated)} / {formatNumber(count.capacity)}
      </Box>
      <LinearProgress
        // a gauge of what is used, not progress: nothing here is waited for
        role="meter"
        variant="determinate"
        value={share}
        // nearly full in the warning colour, full in the error one: a full pool's bar must not
        // look like an empty one's
        color={fullnessColor(share)}
        aria-label={`${name} utilization`}
        aria-valuetext={text}
        sx={{ height: 6, borderRadius: 3, maxWidth: 160 }}
      />
    </Box>
  )
}

/**
 * A pool's utilization, fetched for the list's cell and the pool's page alike (one call, one
 * reading of it), so the two always show the same figures.
 */
export function PoolUtilization({
  pool,
  skeletonWidth = 100,
}: {
  pool: IpPool
  skeletonWidth?: number
}) {
  const { data, error } = useSystemIpPoolUtilizationViewQuery({ path: { pool: pool.id } })
  if (error) {
    return (
      <Box component="span" title={messageOf(error)} sx={{ color: 'text.secondary' }}>
        Could not load
      </Box>
    )
  }
  if (!data) return <Skeleton width={skeletonWidth} />
  return <AddressUtilization version={pool.ipVersion} count={poolCount(data)} />
}
