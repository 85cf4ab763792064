import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useId } from 'react'
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom'

type RouteTab = {
  label: string
  to: string
  /**
   * More paths the tab is open on, with the pages under them: the forms a tab's list opens that
   * sit beside it rather than under it (a VPC's subnets-new next to subnets).
   */
  also?: string[]
}

export type RouteTabsProps = {
  /** names the tablist ('Instance tabs') */
  label: string
  tabs: RouteTab[]
}

/**
 * Tabs that are routes (spec §2: an instance's storage, networking, … tabs are pages). A real
 * tablist: one tab in the tab order, Left and Right arrow keys (and Home/End) move between tabs
 * and select the focused one, which navigates; the routed page renders in the tabpanel.
 */
export function RouteTabs({ label, tabs }: RouteTabsProps) {
  const { pathname } = useLocation()
  // where a navigation under way is going: a tab being opened is selected at once
  const pending = useNavigation().location?.pathname
  const navigate = useNavigate()
  const id = useId()
  // a tab's link may carry a query string (a metrics time range); only its path says which is open
  const pathOf = (to: string) => to.split('?')[0] ?? to
  const tabAt = (at: string) => {
    const under = (path: string) => at === path || at.startsWith(`${path}/`)
    // the most specific: a tab may lie under another's path (system/alerts/receivers)
    return tabs
      .filter((t) => under(pathOf(t.to)) || (t.also ?? []).some(under))
      .sort((a, b) => pathOf(b.to).length - pathOf(a.to).length)[0]
  }
  // Selected: the tab being opened, else the open one. Were it the open one while the next
  // loads, an arrow key pressed meanwhile would focus a tab still marked selected, which the
  // tablist does not open (selection follows focus only onto an unselected tab): the key was lost.
  const active = (pending === undefined ? undefined : tabAt(pending)) ?? tabAt(pathname) ?? tabs[0]
  const tabId = (to: string) => `${id}-tab-${to}`

  return (
    <>
      <Tabs
        aria-label={label}
        value={active?.to ?? false}
        selectionFollowsFocus
        // The navigation's first state (the tab being opened) renders at once, not in the router's
        // default transition: the URL changes before a transition commits, and an arrow key
        // pressed in between would find the previous tab still selected (a lost key).
        onChange={(_, to: string) => void navigate(to, { flushSync: true })}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.to}
            value={t.to}
            label={t.label}
            id={tabId(t.to)}
            aria-controls={`${id}-panel`}
            component={Link}
            to={t.to}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={active ? tabId(active.to) : undefined}
      >
        <Outlet />
      </Box>
    </>
  )
}
