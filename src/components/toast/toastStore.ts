import type { ReactNode } from 'react'
import { TOAST_TIMEOUT_MS } from '~/util/constants'
import { announce } from '../announcer/announce'
import { createStore } from '../createStore'
import { textOf } from './textOf'

type ToastVariant = 'success' | 'error' | 'info'

export type ToastOptions = {
  title?: string
  content: ReactNode
  /** Default 'success'. */
  variant?: ToastVariant
  /** Milliseconds before it goes; `null` keeps it until dismissed; default per variant. */
  timeout?: number | null
  cta?: { text: string; link: string }
}

export type Toast = ToastOptions & { id: string; variant: ToastVariant }

const store = createStore<Toast[]>([])
const timers = new Map<string, ReturnType<typeof setTimeout>>()
/** Each timed toast's own timeout, to start again after a hold. */
const timeouts = new Map<string, number>()
type HoldReason = 'pointer' | 'focus'
const holds = new Map<string, Set<HoldReason>>()
let nextId = 0

export const useToasts = store.useValue

export function addToast(options: ToastOptions): string {
  const id = `toast-${++nextId}`
  const variant = options.variant ?? 'success'
  store.update((toasts) => [...toasts, { ...options, id, variant }])

  const timeout = options.timeout === undefined ? TOAST_TIMEOUT_MS[variant] : options.timeout
  if (timeout !== null) {
    timeouts.set(id, timeout)
    startTimer(id)
  }

  // A toast appears inside a freshly inserted node, which screen readers often skip; the
  // announcer's live region is always present, so it carries the words reliably.
  const message = [options.title, textOf(options.content)].filter(Boolean).join(': ')
  announce(message, variant === 'error' ? 'assertive' : 'polite')
  return id
}

function startTimer(id: string) {
  const timeout = timeouts.get(id)
  if (timeout !== undefined)
    timers.set(
      id,
      setTimeout(() => removeToast(id), timeout),
    )
}

/**
 * A toast being read (pointer over it, or focus in it: its link or dismiss button) stays; it
 * gets its whole time again once left (WCAG 2.2.1: time limits the user can extend).
 */
export function holdToast(id: string, reason: HoldReason) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  holds.set(id, new Set(holds.get(id)).add(reason))
}

export function releaseToast(id: string, reason: HoldReason) {
  const left = new Set(holds.get(id))
  left.delete(reason)
  holds.set(id, left)
  if (left.size === 0 && !timers.has(id) && store.get().some((t) => t.id === id)) startTimer(id)
}

export function removeToast(id: string) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  timeouts.delete(id)
  holds.delete(id)
  store.update((toasts) => toasts.filter((t) => t.id !== id))
}

/** Drop every toast, e.g. when the user signs out. */
export function clearToasts() {
  store.get().forEach((t) => removeToast(t.id))
}
