import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import { useIpPoolUtilizationViewQuery } from '~/api/endpoints/systemIpPools'
import { messageOf } from '~/api/errors'
import { formatNumber } from '~/util/format'
import { exactCount, sharePercent, versionCount, type AddressCount } from './utilization'

type Version = 'IPv4' | 'IPv6'

/**
 * 'allocated / capacity' over a bar. Large counts read compact (1.2M, 18.447E18, spec §9); the
 * exact figures are in the title and are what the bar announces.
 */
export function AddressUtilization({
  version,
  count,
}: {
  version: Version
  /** undefined: the API's answer held no readable count */
  count: AddressCount | undefined
}) {
  if (count === undefined) {
    return (
      <Box
        component="span"
        title={`The ${version} counts could not be read`}
        sx={{ color: 'text.secondary' }}
      >
        Unknown
      </Box>
    )
  }
  if (count.capacity === 0n) {
    return (
      <Box component="span" title={`No ${version} ranges`} sx={{ color: 'text.secondary' }}>
        —
      </Box>
    )
  }
  const exact = `${exactCount(count.allocated)} of ${exactCount(count.capacity)} ${version} addresses allocated`
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, width: '100%' }}>
      <Box component="span" title={exact} sx={{ whiteSpace: 'nowrap' }}>
        {formatNumber(count.allocated)} / {formatNumber(count.capacity)}
      </Box>
      <LinearProgress
        // a gauge of what is used, not progress: nothing here is waited for
        role="meter"
        variant="determinate"
        value={sharePercent(count)}
        aria-label={`${version} utilization`}
        aria-valuetext={exact}
        sx={{ height: 6, borderRadius: 3, maxWidth: 160 }}
      />
    </Box>
  )
}

/** A pool's utilization of one IP version, fetched for the cell (both cells share the call). */
export function PoolUtilizationCell({ poolId, version }: { poolId: string; version: Version }) {
  const { data, error } = useIpPoolUtilizationViewQuery({ path: { pool: poolId } })
  if (error) {
    return (
      <Box component="span" title={messageOf(error)} sx={{ color: 'text.secondary' }}>
        Could not load
      </Box>
    )
  }
  if (!data) return <Skeleton width={100} />
  return <AddressUtilization version={version} count={versionCount(data, version)} />
}
