import type { Disk, DiskState, Instance } from '~/api/generated/types'
import type {
  diskActionFailed,
  diskActionRequested,
  instanceActionFailed,
  instanceActionRequested,
} from '../machines/actions'
import { DISK_TRANSITION, diskCan, type DiskStateName } from '../machines/disk'
import { INSTANCE_TRANSITION, instanceCan } from '../machines/instance'
import type { EntitiesState } from './tables'

// The instance and disk tables enforce spec §4 themselves: a requested action moves the entity to
// its transitional state only when the table allows it from the state the store holds now.

type Requested = ReturnType<typeof instanceActionRequested>
type DiskRequested = ReturnType<typeof diskActionRequested>

export function applyInstanceRequested(state: EntitiesState, { payload }: Requested) {
  const table = state.tables.instances
  const current = table.entities[payload.instance.id] ?? payload.instance
  const to = INSTANCE_TRANSITION[payload.action]
  if (!to || !instanceCan(payload.action, current)) return
  table.entities[current.id] = { ...current, runState: to }
  if (!table.ids.includes(current.id)) table.ids.push(current.id)
  // responses to requests already underway predate this and must not undo it
  table.asOf[current.id] = state.lastSeq
}

function diskTransition(to: DiskStateName, disk: Disk, instanceId?: string): DiskState {
  const instance = instanceId ?? ('instance' in disk.state ? disk.state.instance : undefined)
  if ((to === 'attaching' || to === 'detaching') && instance) return { state: to, instance }
  return disk.state
}

export function applyDiskRequested(state: EntitiesState, { payload }: DiskRequested) {
  const table = state.tables.disks
  const current = table.entities[payload.disk.id] ?? payload.disk
  const to = DISK_TRANSITION[payload.action]
  if (!to || !diskCan(payload.action, current)) return
  table.entities[current.id] = {
    ...current,
    state: diskTransition(to, current, payload.instanceId),
  }
  if (!table.ids.includes(current.id)) table.ids.push(current.id)
  table.asOf[current.id] = state.lastSeq
}

/** Undo an optimistic move, unless the entity has moved on (a response came in) since. */
export function applyInstanceFailed(
  state: EntitiesState,
  { payload }: ReturnType<typeof instanceActionFailed>,
) {
  const table = state.tables.instances
  const current: Instance | undefined = table.entities[payload.instance.id]
  if (current && current.runState === INSTANCE_TRANSITION[payload.action]) {
    table.entities[current.id] = payload.instance
  }
}

export function applyDiskFailed(
  state: EntitiesState,
  { payload }: ReturnType<typeof diskActionFailed>,
) {
  const table = state.tables.disks
  const current: Disk | undefined = table.entities[payload.disk.id]
  if (current && current.state.state === DISK_TRANSITION[payload.action]) {
    table.entities[current.id] = payload.disk
  }
}
