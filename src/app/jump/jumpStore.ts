import { createStore } from '~/components'

/** Whether the jump-to dialog is open: Ctrl+K and the sidebar's box both set it. */
export const jumpOpen = createStore(false)
