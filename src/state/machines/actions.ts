import { createAction } from '@reduxjs/toolkit'
import type { Disk, Instance } from '~/api/generated/types'
import type { DiskAction } from './disk'
import type { InstanceAction } from './instance'

// What the entities reducer hears from the machines (see ./request): an action is underway on a
// resource, or the request for it failed and the optimistic state must go.

/** The instance moves to the action's transitional state at once, if §4 allows the action. */
export const instanceActionRequested = createAction<{ instance: Instance; action: InstanceAction }>(
  'machines/instanceActionRequested',
)

/** The disk moves to the action's transitional state at once, if §4 allows the action. */
export const diskActionRequested = createAction<{
  disk: Disk
  action: DiskAction
  /** the instance it is being attached to, for the attaching state */
  instanceId?: string
}>('machines/diskActionRequested')

/** The request failed: put back what the resource was, unless newer news came in meanwhile. */
export const instanceActionFailed = createAction<{ instance: Instance; action: InstanceAction }>(
  'machines/instanceActionFailed',
)
export const diskActionFailed = createAction<{ disk: Disk; action: DiskAction }>(
  'machines/diskActionFailed',
)
