import MuiBreadcrumbs from '@mui/material/Breadcrumbs'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router-dom'
import { useWithListPlace } from '~/components'
import { useBreadcrumbs } from '../crumbs'

export function Breadcrumbs() {
  const crumbs = useBreadcrumbs()
  // a crumb back to a list lands on the page, sort and filter it was left at, as Back would
  const placed = useWithListPlace()
  if (crumbs.length === 0) return null
  return (
    <MuiBreadcrumbs aria-label="Breadcrumbs" sx={{ fontSize: 12, mb: 2 }}>
      {crumbs.map((c, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={c.path} sx={{ fontSize: 12, color: 'text.primary' }} aria-current="page">
            {c.label}
          </Typography>
        ) : (
          <MuiLink
            key={c.path}
            component={Link}
            to={placed(c.path)}
            sx={{ fontSize: 12, color: 'text.secondary' }}
          >
            {c.label}
          </MuiLink>
        ),
      )}
    </MuiBreadcrumbs>
  )
}
