import { useEffect, useMemo } from 'react'
import { createStore } from '~/components'
import { useCurrentUser } from './session'

// The projects a user has opened in this browser, most recent first. A user with a role on a
// project but none on the silo cannot have the silo's projects listed (the API refuses), so this
// is how the console still offers them their projects; everyone else gets it in jump-to too.
// Kept per user id in localStorage: another user signing in on the same browser sees their own.

/** Enough to find a handful of projects again; older ones drop off. */
const MAX_RECENT = 8

const keyOf = (userId: string) => `console-recent-projects:${userId}`

function read(userId: string): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]')
    return Array.isArray(raw) ? raw.filter((n): n is string => typeof n === 'string') : []
  } catch {
    // storage switched off or a value some other code wrote: nothing remembered
    return []
  }
}

// bumped on every change so the hook re-reads storage
const version = createStore(0)

function write(userId: string, names: string[]) {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(names))
  } catch {
    // storage full or switched off: the list is a convenience, the page works without it
  }
  version.update((v) => v + 1)
}

/** `name` becomes the most recent project of the user. */
export function rememberProject(userId: string, name: string) {
  const names = read(userId)
  if (names[0] === name) return
  write(userId, [name, ...names.filter((n) => n !== name)].slice(0, MAX_RECENT))
}

/** A project that is gone (or was renamed, or the user lost their role on it) is not offered. */
export function forgetProject(userId: string, name: string) {
  const names = read(userId)
  if (names.includes(name)) {
    write(
      userId,
      names.filter((n) => n !== name),
    )
  }
}

/** The signed-in user's recently opened projects, most recent first. */
export function useRecentProjects(): string[] {
  const userId = useCurrentUser()?.id
  const v = version.useValue()
  // the same array until something changes, so it can be a dependency
  return useMemo(() => (userId && v >= 0 ? read(userId) : []), [userId, v])
}

/** Remembers the project on screen for the signed-in user (the project frame calls it). */
export function useRememberProject(name: string) {
  const me = useCurrentUser()
  const userId = me?.id
  useEffect(() => {
    if (userId && name) rememberProject(userId, name)
  }, [userId, name])
}
