import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { useCurrentUser, useIsFleetViewer } from '../session'
import { useSignOut } from '../useSignOut'
import { SYSTEM_HOME } from '../routes/paths'
import { ColorModeItems } from './ColorModeItems'

/** The top bar's height: the sidebar sticks just below it. */
export const TOP_BAR_HEIGHT = 52

export function TopBar() {
  const me = useCurrentUser()
  const isFleetViewer = useIsFleetViewer()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const signOut = useSignOut()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const inSystem = pathname.startsWith('/system')

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        height: TOP_BAR_HEIGHT,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        // stays while a long page scrolls: the user menu and the System switch are always a
        // click away
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
      }}
    >
      <Typography
        component={Link}
        to="/projects"
        sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none' }}
      >
        Oxide
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-label="Silo">
        {me?.siloName}
      </Typography>
      <Box sx={{ flex: 1 }} />
      {isFleetViewer && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={inSystem ? 'system' : 'silo'}
          aria-label="Switch between system and silo"
          onChange={(_, v: string | null) => {
            if (v === 'system' && !inSystem) void navigate(SYSTEM_HOME)
            if (v === 'silo' && inSystem) void navigate('/projects')
          }}
        >
          <ToggleButton value="system">System</ToggleButton>
          <ToggleButton value="silo">Silo</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {me?.displayName ?? 'User'}
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} to="/settings/profile" onClick={() => setAnchor(null)}>
          Settings
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null)
            void signOut()
          }}
        >
          Sign out
        </MenuItem>
        <Divider />
        <ColorModeItems onChosen={() => setAnchor(null)} />
      </Menu>
    </Box>
  )
}
