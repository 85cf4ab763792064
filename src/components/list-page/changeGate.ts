import { createContext, useContext } from 'react'
import type { BulkAction } from '../bulk/bulk'
import type { RowAction } from '../table/RowAction'

/**
 * Why the signed-in user may not change the resources of the lists below (their role where the
 * lists are), for an action in words ('create instances', 'change disks'); undefined when they
 * may. A project's frame provides it (a project collaborator or admin may); elsewhere each screen
 * gates its own controls, and the lists' actions are open.
 */
export type ChangeGate = (action: string) => string | undefined

export const ChangeGateContext = createContext<ChangeGate>(() => undefined)

/**
 * Why the signed-in user may not `action` here ('change this instance', 'import disks'), or
 * undefined when they may (or when there is no action to gate): for a control outside the list
 * shell (a detail page's actions, a section's buttons, a form).
 */
export function useChangeReason(action: string | undefined): string | undefined {
  const gate = useContext(ChangeGateContext)
  return action === undefined ? undefined : gate(action)
}

/** Actions for a user `reason` keeps from changing things: those that change, disabled. */
export function gateActions(actions: RowAction[], reason: string | undefined): RowAction[] {
  if (reason === undefined) return actions
  return actions.map((a) => (a.reads || a.disabledReason ? a : { ...a, disabledReason: reason }))
}

/** A row's actions for a user `reason` keeps from changing the rows: those that change, disabled. */
export function gateRowActions<Row>(
  rowActions: ((row: Row) => RowAction[]) | undefined,
  reason: string | undefined,
): ((row: Row) => RowAction[]) | undefined {
  if (!rowActions || reason === undefined) return rowActions
  return (row) => gateActions(rowActions(row), reason)
}

/** A list's bulk actions for a user `reason` keeps from changing the rows: all disabled. */
export function gateBulkActions<Row>(
  actions: BulkAction<Row>[] | undefined,
  reason: string | undefined,
): BulkAction<Row>[] | undefined {
  if (!actions || reason === undefined) return actions
  return actions.map((a) => (a.disabledReason ? a : { ...a, disabledReason: reason }))
}
