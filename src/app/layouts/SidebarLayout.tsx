import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Tooltip from '@mui/material/Tooltip'
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react'
import { Link, Outlet, useLocation, useParams } from 'react-router-dom'
import { useWithListPlace } from '~/components'
import { JumpToButton } from '../jump/JumpToButton'
import { roleGate, useRoleAt } from '../roles'
import type { NavEntry } from '../routes/area'
import { Breadcrumbs } from './Breadcrumbs'
import { isCurrentFor, LayoutFrameContext } from './layoutFrame'
import { MainRegion } from './MainRegion'
import { TOP_BAR_HEIGHT } from './TopBar'

const itemSx = {
  mx: 1,
  borderRadius: 1,
  '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main' },
  '&[aria-disabled="true"]': { color: 'text.disabled', cursor: 'default' },
} as const

function NavItem({
  label,
  to,
  current,
  badge: Badge,
}: {
  label: string
  to: string
  current: boolean
  badge?: ComponentType
}) {
  // back to a list where the user left it (its page, sort and filter), as Back would
  const placed = useWithListPlace()
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={placed(to)}
        aria-current={current ? 'page' : undefined}
        sx={itemSx}
      >
        <ListItemText primary={label} />
        {Badge && (
          <Suspense fallback={null}>
            <Badge />
          </Suspense>
        )}
      </ListItemButton>
    </ListItem>
  )
}

/**
 * A link whose page needs a role: for a user known not to hold it, the same link disabled (still
 * focusable, so its reason is read) with the reason as its description. While the role is being
 * read it stays a link: most users hold it, and a link that blinks off and on helps no one.
 */
function GatedNavItem(props: {
  label: string
  to: string
  current: boolean
  gate: NonNullable<NavEntry['gate']>
}) {
  const { label, to, gate } = props
  const known = useRoleAt(gate.level)
  const reason = roleGate(known, gate.level, gate.need, gate.action)
  if (!known.ready || !reason) return <NavItem {...props} />
  return (
    <ListItem disablePadding>
      <Tooltip title={reason} placement="right" describeChild>
        <ListItemButton
          component={Link}
          to={to}
          aria-disabled="true"
          onClick={(e: React.MouseEvent) => e.preventDefault()}
          disableRipple
          sx={itemSx}
        >
          <ListItemText primary={label} />
        </ListItemButton>
      </Tooltip>
    </ListItem>
  )
}

/** Sidebar + breadcrumbs + main: the frame of every signed-in area (silo, settings, system). */
export function SidebarLayout({
  heading,
  nav,
  navLabel = heading,
  headingSlot,
}: {
  heading: string
  /** shown instead of the heading's text (the project switcher), which then only names the nav */
  headingSlot?: ReactNode
  /** the areas' entries (spec §2 routes that exist), resolved against the current params */
  nav: NavEntry[]
  /** names the navigation landmark when the heading is data (a project's name) */
  navLabel?: string
}) {
  const isCurrent = isCurrentFor(useLocation().pathname)
  const params = useParams()
  const links = useMemo(
    () => nav.map((entry) => ({ ...entry, to: entry.to(params) })),
    [nav, params],
  )
  const frame = useMemo(() => ({ nav: links }), [links])
  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
      <Box
        component="nav"
        aria-label={`${navLabel} navigation`}
        sx={{
          width: 224,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          display: { xs: 'none', sm: 'block' },
          // the navigation stays beside a long page, under the top bar, scrolling on its own
          // when it is taller than the window
          position: 'sticky',
          top: TOP_BAR_HEIGHT,
          alignSelf: 'flex-start',
          height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
          overflowY: 'auto',
        }}
      >
        {headingSlot ?? (
          <ListSubheader component="div" sx={{ bgcolor: 'transparent' }}>
            {heading}
          </ListSubheader>
        )}
        <JumpToButton />
        <List dense>
          {links.map(({ label, to, gate, badge }) =>
            gate ? (
              <GatedNavItem key={to} label={label} to={to} current={isCurrent(to)} gate={gate} />
            ) : (
              <NavItem key={to} label={label} to={to} current={isCurrent(to)} badge={badge} />
            ),
          )}
        </List>
      </Box>
      <MainRegion>
        <Breadcrumbs />
        <LayoutFrameContext.Provider value={frame}>
          <Outlet />
        </LayoutFrameContext.Provider>
      </MainRegion>
    </Box>
  )
}
