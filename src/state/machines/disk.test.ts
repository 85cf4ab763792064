import type { Disk, DiskState } from '~/api/generated/types'
import { uuid } from '../entities/fixtures'
import {
  diskMachine,
  DISK_IN_PROGRESS,
  DISK_STATES,
  diskCan,
  diskDisabledReason,
  type DiskAction,
  type DiskStateName,
} from './disk'

const withInstance = new Set<DiskStateName>(['attached', 'attaching', 'detaching'])
const at = (name: DiskStateName): Pick<Disk, 'state'> => ({
  state: (withInstance.has(name)
    ? { state: name, instance: uuid(9) }
    : { state: name }) as DiskState,
})

// Spec §4, "Disk action / Allowed from", written out again by hand.
const ALLOWED: Record<DiskAction, DiskStateName[]> = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
}

const cells = diskMachine.names.flatMap((action) =>
  DISK_STATES.map((state) => [action, state, ALLOWED[action].includes(state)] as const),
)

test('the table covers every action and all twelve states', () => {
  expect(diskMachine.names.sort()).toEqual(Object.keys(ALLOWED).sort())
  expect(cells).toHaveLength(60)
})

test.each(cells)('%s from %s: allowed %s', (action, state, allowed) => {
  expect(diskCan(action, at(state))).toBe(allowed)
  const reason = diskDisabledReason(action, at(state))
  if (allowed) expect(reason).toBeUndefined()
  else expect(reason).toMatch(/^Only an? .+ disk /)
})

test.each([
  ['delete', 'Only a detached or faulted disk can be deleted'],
  ['snapshot', 'Only an attached or detached disk can be snapshotted'],
  ['attach', 'Only a creating or detached disk can be attached'],
  ['detach', 'Only an attached disk can be detached'],
  ['setAsBootDisk', 'Only an attached disk can be set as boot disk'],
] as const)('the reason for %s reads "%s"', (action, reason) => {
  expect(diskDisabledReason(action, at('maintenance'))).toBe(reason)
})

test('the in-progress disk states are those of spec §4', () => {
  expect([...DISK_IN_PROGRESS].sort()).toEqual(
    [
      'attaching',
      'creating',
      'detaching',
      'importing_from_url',
      'importing_from_bulk_writes',
      'finalizing',
    ].sort(),
  )
})
