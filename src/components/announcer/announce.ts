import { ANNOUNCER_REMOVE_MS } from '~/util/constants'
import { createStore } from '../createStore'

export type Politeness = 'polite' | 'assertive'

type Announcement = { id: number; message: string; politeness: Politeness }

const store = createStore<Announcement[]>([])
let nextId = 0

export const useAnnouncements = store.useValue

/**
 * Queue a message for screen readers. Each message is a new node in an always-present live
 * region, so repeating the same text is announced again; it is removed later so that browsing
 * the page does not find stale messages.
 */
export function announce(message: string, politeness: Politeness = 'polite') {
  if (!message.trim()) return
  const id = ++nextId
  store.update((all) => [...all, { id, message, politeness }])
  setTimeout(() => store.update((all) => all.filter((a) => a.id !== id)), ANNOUNCER_REMOVE_MS)
}
