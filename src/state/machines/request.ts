import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { Disk, Instance } from '~/api/generated/types'
import { selectById, type EntitiesRoot } from '../entities/selectors'
import {
  diskActionFailed,
  diskActionRequested,
  instanceActionFailed,
  instanceActionRequested,
} from './actions'
import { diskDisabledReason, type DiskAction } from './disk'
import { instanceDisabledReason, type InstanceAction } from './instance'

/**
 * How a requested action ended. `refused`: §4 forbids it (the reason, in the spec's words) and
 * nothing was sent; `failed`: the request was sent and failed. The UI reports it (the state layer
 * shows nothing itself).
 */
export type Outcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; error: unknown }

type Thunk<T> = ThunkAction<Promise<Outcome<T>>, EntitiesRoot, unknown, UnknownAction>

/** One resource an action touches, and what §4 must allow for it. */
export type MachineCheck =
  | { kind: 'instance'; action: InstanceAction; instance: Instance }
  | { kind: 'disk'; action: DiskAction; disk: Disk; instanceId?: string }

/**
 * The one way the console asks for a state-changing action. Each check is made against the
 * resource as the store knows it now (a row's copy may be older); a forbidden action is refused
 * with the reason and sends nothing. Allowed, the resources move to their transitional states at
 * once, `send` makes the request, and its response (written by the entities slice) takes over; a
 * failure puts the resources back. Never rejects: the outcome says which of the three happened.
 */
export function requestAction<T>(checks: MachineCheck[], send: () => Promise<T>): Thunk<T> {
  return async (dispatch, getState) => {
    const current = checks.map((check): MachineCheck => {
      if (check.kind === 'instance') {
        const instance = selectById(getState(), 'instances', check.instance.id) ?? check.instance
        return { ...check, instance }
      }
      const disk = selectById(getState(), 'disks', check.disk.id) ?? check.disk
      return { ...check, disk }
    })
    for (const check of current) {
      const reason =
        check.kind === 'instance'
          ? instanceDisabledReason(check.action, check.instance)
          : diskDisabledReason(check.action, check.disk)
      if (reason) return { kind: 'refused', reason }
    }
    for (const check of current) {
      dispatch(
        check.kind === 'instance'
          ? instanceActionRequested({ instance: check.instance, action: check.action })
          : diskActionRequested({
              disk: check.disk,
              action: check.action,
              instanceId: check.instanceId,
            }),
      )
    }
    try {
      return { kind: 'ok', value: await send() }
    } catch (error) {
      for (const check of current) {
        dispatch(
          check.kind === 'instance'
            ? instanceActionFailed({ instance: check.instance, action: check.action })
            : diskActionFailed({ disk: check.disk, action: check.action }),
        )
      }
      return { kind: 'failed', error }
    }
  }
}

export const requestInstanceAction = <T>(
  action: InstanceAction,
  instance: Instance,
  send: () => Promise<T>,
) => requestAction([{ kind: 'instance', action, instance }], send)

export const requestDiskAction = <T>(action: DiskAction, disk: Disk, send: () => Promise<T>) =>
  requestAction([{ kind: 'disk', action, disk }], send)
