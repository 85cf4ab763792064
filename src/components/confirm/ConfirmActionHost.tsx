import { useState } from 'react'
import { deferred } from '../deferred'
import { useConfirmActionOptions } from './confirmStore'

const ConfirmActionModal = deferred(() =>
  import(/* webpackChunkName: "confirm-action" */ './ConfirmActionModal').then((m) => ({
    default: m.ConfirmActionModal,
  })),
)

/**
 * Mounted once at the app root: the confirmation dialog (`confirmAction`), loaded the first time
 * one is asked for, so the first page does not wait on a dialog it does not show. Once loaded it
 * stays mounted (it animates out, and opens at once the next time).
 */
export function ConfirmActionHost() {
  const asked = useConfirmActionOptions() !== null
  const [wanted, setWanted] = useState(asked)
  if (asked && !wanted) setWanted(true)
  return wanted ? <ConfirmActionModal /> : null
}
