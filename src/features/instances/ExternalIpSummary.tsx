import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Tooltip from '@mui/material/Tooltip'
import { useInstanceExternalIpListQuery } from '~/api/endpoints/instances'
import { CopyButton } from '~/components'

/** An address and its copy button, on a line of its own. */
function Address({ ip }: { ip: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
        {ip}
      </Box>
      <CopyButton text={ip} label={`Copy ${ip}`} variant="icon" />
    </Box>
  )
}

/**
 * An instance's external addresses: the first of each IP version on a line of its own (IPv4
 * over IPv6), each with a copy button, and '+N' for the rest (all of them in its tooltip). One
 * request per instance, cached with the instance's other views: the networking and connect tabs
 * ask the same, by id, so an attach or detach there (which refreshes the list by the instance's
 * id) shows here at once.
 */
export function ExternalIpSummary({ instanceId }: { instanceId: string }) {
  const { data, isLoading, error } = useInstanceExternalIpListQuery({
    path: { instance: instanceId },
  })
  if (isLoading)
    return <Skeleton width={110} role="progressbar" aria-label="Loading external IPs" />
  // the list's own error state is the page's business; a row just has nothing to show
  if (error || !data?.items.length) return <span aria-label="No external IP">—</span>
  const ips = data.items.map((ip) => ip.ip)
  const v4 = ips.find((ip) => !ip.includes(':'))
  const v6 = ips.find((ip) => ip.includes(':'))
  const shown = [v4, v6].filter((ip) => ip !== undefined)
  const rest = ips.filter((ip) => !shown.includes(ip))
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, flexWrap: 'wrap' }}
    >
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
        {shown.map((ip) => (
          <Address key={ip} ip={ip} />
        ))}
      </Box>
      {rest.length > 0 && (
        <Tooltip title={rest.join(', ')} describeChild>
          <Chip
            size="small"
            variant="outlined"
            label={`+${rest.length}`}
            // focusable, so the other addresses can be read from the keyboard too
            tabIndex={0}
            aria-label={`${rest.length} more: ${rest.join(', ')}`}
            sx={{ height: 20, fontSize: '0.7rem' }}
          />
        </Tooltip>
      )}
    </Box>
  )
}
