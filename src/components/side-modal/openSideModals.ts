import { useEffect } from 'react'
import { createStore } from '../createStore'

// How many side modals are open now: the toasts move out of their way while any is (a toast
// over a side modal's footer would cover its Create or Cancel button).
const store = createStore(0)

/** Counts the caller as an open side modal while `open` is true. */
export function useCountOpenSideModal(open: boolean) {
  useEffect(() => {
    if (!open) return
    store.update((n) => n + 1)
    return () => store.update((n) => n - 1)
  }, [open])
}

export const useSideModalOpen = () => store.useValue() > 0

// Pages whose action buttons stay at the bottom of the window (a full-page form's sticky footer):
// toasts rise above them rather than cover the submit button.
const footers = createStore(0)

/** Counts the caller as a sticky footer of actions while it is mounted. */
export function useStickyFooter() {
  useEffect(() => {
    footers.update((n) => n + 1)
    return () => footers.update((n) => n - 1)
  }, [])
}

export const useStickyFooterShown = () => footers.useValue() > 0
