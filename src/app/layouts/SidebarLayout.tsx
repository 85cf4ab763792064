import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import type { ReactNode } from 'react'
import { Link, Outlet, useLocation, useParams } from 'react-router-dom'
import { JumpToButton } from '../jump/JumpToButton'
import type { NavEntry } from '../routes/area'
import { Breadcrumbs } from './Breadcrumbs'
import { MainRegion } from './MainRegion'
import { TOP_BAR_HEIGHT } from './TopBar'

/**
 * A nav item is current on its own page, the pages under it (an instance under instances) and
 * its create form, which the routes name `<list>-new` (instances-new).
 */
const isCurrentFor = (pathname: string) => (to: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || pathname === `${to}-new`

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
  const links = nav.map((entry) => ({ label: entry.label, to: entry.to(params) }))
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
          {links.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={Link}
                to={item.to}
                aria-current={isCurrent(item.to) ? 'page' : undefined}
                sx={{
                  mx: 1,
                  borderRadius: 1,
                  '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main' },
                }}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <MainRegion>
        <Breadcrumbs />
        <Outlet />
      </MainRegion>
    </Box>
  )
}
