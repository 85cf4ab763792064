import CheckIcon from '@mui/icons-material/Check'
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useProjectListQuery } from '~/api/endpoints/projects'
import { WHOLE_LIST } from '~/api/wholeList'
import { isApiStatus } from '~/app/prefetch'
import { useRecentProjects } from '~/app/recentProjects'
import { pb } from '~/app/routes/paths'

/**
 * The same kind of page in another project: /projects/a/disks → /projects/b/disks. Only the
 * list level carries over (an instance of one project is not in another); anything else lands
 * on the project's instances.
 */
function sameKindIn(pathname: string, from: string, to: string): string {
  const prefix = `${pb.project(from)}/`
  const kind = pathname.startsWith(prefix) ? pathname.slice(prefix.length).split('/')[0] : ''
  const list = kind?.replace(/-new$/, '')
  return list ? `${pb.project(to)}/${list}` : pb.instances(to)
}

/** The project sidebar's heading: the current project, and a menu to switch to another. */
export function ProjectSwitcher({ project }: { project: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const { pathname } = useLocation()
  const buttonId = useId()
  const menuId = useId()
  // only while the menu is open: most visits never switch
  const { data, isLoading, error } = useProjectListQuery(WHOLE_LIST, { skip: !anchor })
  const close = () => setAnchor(null)
  // without a role on the silo its projects cannot be listed: the ones opened here instead
  const noSiloRole = isApiStatus(error, 403)
  const recent = useRecentProjects()
  const names = noSiloRole ? recent : data?.items.map((p) => p.name)
  return (
    <Box sx={{ px: 1, pt: 1 }}>
      <Button
        id={buttonId}
        fullWidth
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Project ${project}, switch project`}
        endIcon={<UnfoldMoreIcon fontSize="small" aria-hidden />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ justifyContent: 'space-between', textAlign: 'left', px: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            Project
          </Typography>
          <Typography noWrap component="div" sx={{ fontWeight: 500 }}>
            {project}
          </Typography>
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: true },
          paper: { sx: { maxHeight: 420, minWidth: 220 } },
        }}
      >
        {isLoading && <MenuItem disabled>Loading projects…</MenuItem>}
        {error !== undefined && !noSiloRole && (
          <MenuItem disabled>Could not load the projects</MenuItem>
        )}
        {noSiloRole && <MenuItem disabled>Projects you opened in this browser</MenuItem>}
        {names?.map((name) => (
          <MenuItem
            key={name}
            component={Link}
            to={sameKindIn(pathname, project, name)}
            onClick={close}
            selected={name === project}
            aria-current={name === project ? 'page' : undefined}
          >
            <ListItemIcon>
              {name === project && <CheckIcon fontSize="small" aria-hidden />}
            </ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))}
        {noSiloRole && (
          <MenuItem component={Link} to={pb.projects()} onClick={close}>
            <ListItemIcon />
            <ListItemText>Open another project…</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </Box>
  )
}
