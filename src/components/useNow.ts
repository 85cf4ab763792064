import { useSyncExternalStore } from 'react'

// One clock for every relative time on screen ('5m' in a state column): it ticks while anything
// reads it, and every reader sees the same moment, so rows age together.
const TICK_MS = 10_000
let now = new Date()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = new Date()
    timer = setInterval(() => {
      now = new Date()
      listeners.forEach((l) => l())
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const get = () => now

/** The current time, updated every 10 seconds while the caller is mounted. */
export const useNow = () => useSyncExternalStore(subscribe, get, get)
