import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Tooltip from '@mui/material/Tooltip'
import { useInstanceExternalIpListQuery } from '~/api/endpoints/instances'
import { CopyButton } from '~/components'

/**
 * An instance's external addresses in one line: the first with a copy button and '+N' for the
 * rest (all of them in its tooltip). One request per instance, cached with the instance's other
 * views: the networking and connect tabs ask the same, by id, so an attach or detach there (which
 * refreshes the list by the instance's id) shows here at once.
 */
export function ExternalIpSummary({ instanceId }: { instanceId: string }) {
  const { data, isLoading, error } = useInstanceExternalIpListQuery({
    path: { instance: instanceId },
  })
  if (isLoading)
    return <Skeleton width={110} role="progressbar" aria-label="Loading external IPs" />
  // the list's own error state is the page's business; a row just has nothing to show
  if (error || !data?.items.length) return <span aria-label="No external IP">—</span>
  const [first, ...rest] = data.items
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, flexWrap: 'wrap' }}
    >
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
        {first!.ip}
      </Box>
      <CopyButton text={first!.ip} label={`Copy ${first!.ip}`} variant="icon" />
      {rest.length > 0 && (
        <Tooltip title={rest.map((ip) => ip.ip).join(', ')} describeChild>
          <Chip
            size="small"
            variant="outlined"
            label={`+${rest.length}`}
            // focusable, so the other addresses can be read from the keyboard too
            tabIndex={0}
            aria-label={`${rest.length} more: ${rest.map((ip) => ip.ip).join(', ')}`}
            sx={{ height: 20, fontSize: '0.7rem' }}
          />
        </Tooltip>
      )}
    </Box>
  )
}
