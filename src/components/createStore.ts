import { useSyncExternalStore } from 'react'

const resets = new Set<() => void>()

/**
 * Every store back to its first value, as a page load starts it: the mock's restart in place
 * (main.tsx) starts a new console in the same document, and a toast, an open confirm or the
 * jump-to dialog of the one before must not show in it.
 */
export function resetStores() {
  resets.forEach((reset) => reset())
}

/**
 * A value with subscribers. Toasts, announcements and the confirm dialog are pushed from plain
 * functions (mutation callbacks, loaders), so they live outside React and Redux; components read
 * them through `useValue`.
 */
export function createStore<T>(initial: T) {
  let state = initial
  const listeners = new Set<() => void>()
  resets.add(() => set(initial))

  const get = () => state
  const set = (next: T) => {
    state = next
    listeners.forEach((listener) => listener())
  }
  const update = (fn: (prev: T) => T) => set(fn(state))
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const useValue = () => useSyncExternalStore(subscribe, get, get)

  return { get, set, update, subscribe, useValue }
}
