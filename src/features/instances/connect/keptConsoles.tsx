// The serial consoles' output kept while the user is elsewhere in the same instance (its tabs):
// outside React, since the console page unmounts on every tab switch. Small and light on
// purpose (no terminal here): the instance's route imports it from the main chunk.

import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useRouteParams } from '~/app/routes/params'
import type { OutputState } from './consoleOutput'

export type KeptConsole = OutputState & {
  /** the terminal's contents with their colours, as the serialize addon writes them */
  screen: string
}

/**
 * Consoles kept at once; the one used longest ago goes first. Each is bounded by the terminal's
 * scrollback and the pause's limit.
 */
const MAX_KEPT = 3

const kept = new Map<string, KeptConsole>()

export const consoleKey = (project: string, instance: string) => `${project}/${instance}`

export function keepConsole(key: string, output: KeptConsole): void {
  kept.delete(key)
  kept.set(key, output)
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT) break
    kept.delete(oldest)
  }
}

export const keptConsole = (key: string): KeptConsole | undefined => kept.get(key)

export function forgetConsole(key: string): void {
  kept.delete(key)
}

/**
 * The instance's routes (its page, tabs and serial console): leaving the instance forgets its
 * console's output.
 */
export function InstanceScope() {
  const { project, instance } = useRouteParams('project', 'instance')
  const key = consoleKey(project, instance)
  // after the console's own cleanup, which keeps its output as it goes (children's cleanups run
  // after their parent's)
  useEffect(() => () => void setTimeout(() => forgetConsole(key)), [key])
  return <Outlet />
}
