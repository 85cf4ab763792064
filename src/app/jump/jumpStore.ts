import { createStore } from '~/components'

/** A page the current sidebar lists, resolved: jump-to offers the current area's pages. */
export type JumpPage = { label: string; to: string }

// Whether the jump-to dialog is open, and the pages of the sidebar on screen (set by
// SidebarLayout as it renders, so the dialog needs no knowledge of the route table).
export const jumpOpen = createStore(false)
export const jumpPages = createStore<{ area: string; pages: JumpPage[] }>({ area: '', pages: [] })
