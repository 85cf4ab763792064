import { useSyncExternalStore } from 'react'

/**
 * A value with subscribers. Toasts, announcements and the confirm dialog are pushed from plain
 * functions (mutation callbacks, loaders), so they live outside React and Redux; components read
 * them through `useValue`.
 */
export function createStore<T>(initial: T) {
  let state = initial
  const listeners = new Set<() => void>()

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
