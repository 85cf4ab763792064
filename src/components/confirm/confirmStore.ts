import type { ReactNode } from 'react'
import { createStore } from '../createStore'

export type ConfirmActionOptions = {
  doAction: () => Promise<unknown>
  modalTitle: string
  modalContent: ReactNode
  /** Title of the error toast shown when doAction rejects (spec §5, §8). */
  errorTitle: string
  actionType: 'primary' | 'danger'
  /** The confirm button names the action ('Stop', 'Delete'): a bare 'Confirm' says nothing. */
  actionLabel: string
  /**
   * For what cannot be undone and takes much with it (a silo and everything in it): the action
   * stays disabled until this text (the resource's name) is typed.
   */
  confirmText?: string
}

const store = createStore<ConfirmActionOptions | null>(null)

export const useConfirmActionOptions = store.useValue
export const getConfirmActionOptions = store.get

/** Open the app's one confirmation dialog (mounted at the root by `<ConfirmActionHost />`). */
export function confirmAction(options: ConfirmActionOptions) {
  store.set(options)
}

export function clearConfirmAction() {
  store.set(null)
}
