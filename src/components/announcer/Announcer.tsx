import Box from '@mui/material/Box'
import { visuallyHidden } from '../visuallyHidden'
import { useAnnouncements } from './announce'

/**
 * Mounted once at the root. The regions carry aria-live but no role, so they never compete with
 * the page's own `status`/`alert` elements when tests or users look those up by role.
 */
export function Announcer() {
  const announcements = useAnnouncements()
  const polite = announcements.filter((a) => a.politeness === 'polite')
  const assertive = announcements.filter((a) => a.politeness === 'assertive')
  return (
    <Box sx={visuallyHidden} data-testid="announcer">
      <div aria-live="polite" aria-relevant="additions text">
        {polite.map((a) => (
          <p key={a.id}>{a.message}</p>
        ))}
      </div>
      <div aria-live="assertive" aria-relevant="additions text">
        {assertive.map((a) => (
          <p key={a.id}>{a.message}</p>
        ))}
      </div>
    </Box>
  )
}
