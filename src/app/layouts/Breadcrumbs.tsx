import MuiBreadcrumbs from '@mui/material/Breadcrumbs'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router-dom'
import { useBreadcrumbs } from '../crumbs'

export function Breadcrumbs() {
  const crumbs = useBreadcrumbs()
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
            to={c.path}
            sx={{ fontSize: 12, color: 'text.secondary' }}
          >
            {c.label}
          </MuiLink>
        ),
      )}
    </MuiBreadcrumbs>
  )
}
