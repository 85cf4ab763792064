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
let nextId = 0

export const useToasts = store.useValue

export function addToast(options: ToastOptions): string {
  const id = `toast-${++nextId}`
  const variant = options.variant ?? 'success'
  store.update((toasts) => [...toasts, { ...options, id, variant }])

  const timeout = options.timeout === undefined ? TOAST_TIMEOUT_MS[variant] : options.timeout
  if (timeout !== null)
    timers.set(
      id,
      setTimeout(() => removeToast(id), timeout),
    )

  // A toast appears inside a freshly inserted node, which screen readers often skip; the
  // announcer's live region is always present, so it carries the words reliably.
  const message = [options.title, textOf(options.content)].filter(Boolean).join(': ')
  announce(message, variant === 'error' ? 'assertive' : 'polite')
  return id
}

export function removeToast(id: string) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  store.update((toasts) => toasts.filter((t) => t.id !== id))
}

/** Drop every toast, e.g. when the user signs out. */
export function clearToasts() {
  store.get().forEach((t) => removeToast(t.id))
}
