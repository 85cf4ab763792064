import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useId, type ReactNode } from 'react'
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router-dom'

export type QueryTab = {
  /** the `?tab=` value; the first tab is the page's default and has none in its link */
  value: string
  label: string
  /** rendered only while the tab is selected */
  content: () => ReactNode
}

/** The search parameter naming the selected tab (spec §2: system/silos/{silo}?tab=ip-pools). */
const TAB_PARAM = 'tab'

/**
 * Tabs kept in the query string, for pages whose tabs are views of one route rather than routes
 * of their own (a silo's identity providers, IP pools, …). A real tablist as RouteTabs is: one tab
 * in the tab order, the arrow keys move between tabs and select the focused one, which navigates,
 * so Back and a shared link come back to the same tab.
 */
export function QueryTabs({
  label,
  path,
  tabs,
}: {
  /** names the tablist ('Silo tabs') */
  label: string
  /** the page's own path: a tab picked while a form is open over the page closes the form */
  path: string
  tabs: QueryTab[]
}) {
  const [params] = useSearchParams()
  // a tab being opened is selected at once (see RouteTabs: otherwise a key pressed while it
  // loads finds the previous tab still selected, and is lost)
  const pending = useNavigation().location
  const shown = pending?.pathname === path ? new URLSearchParams(pending.search) : params
  const navigate = useNavigate()
  const id = useId()
  const first = tabs[0]
  const active = tabs.find((t) => t.value === shown.get(TAB_PARAM)) ?? first
  const search = (t: QueryTab) =>
    t === first ? '' : `?${TAB_PARAM}=${encodeURIComponent(t.value)}`
  const tabId = (t: QueryTab) => `${id}-tab-${t.value}`
  if (!active) return null
  return (
    <>
      <Tabs
        aria-label={label}
        value={active.value}
        selectionFollowsFocus
        onChange={(_, value: string) => {
          const next = tabs.find((t) => t.value === value)
          // its first state renders at once, not in a transition (see RouteTabs)
          if (next) void navigate({ pathname: path, search: search(next) }, { flushSync: true })
        }}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={tabId(t)}
            aria-controls={`${id}-panel`}
            component={Link}
            to={{ pathname: path, search: search(t) }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(active)}>
        {active.content()}
      </Box>
    </>
  )
}
