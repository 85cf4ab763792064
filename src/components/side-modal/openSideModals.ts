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
