import { diskMachine } from '~/state/machines/disk'
import { instanceMachine } from '~/state/machines/instance'
import { snapshotMachine } from '~/state/machines/snapshot'
import type { MockDb } from '../db'
import { ON_A_SLED } from '../system/shared'
import type { DiskStateWire } from './records'
import { transition } from './settle'
import { pickSled } from './shared'

// The seed shows every state of spec §4, transitional ones included. Left alone, those would
// never settle, so the console's lists would poll them forever; a real fleet finishes its moves.
// By default each seeded record in a transitional state is given a transition like the ones
// actions start (settle.ts), staggered over the first minute as the machines say (src/state/machines) so the demo shows them finishing
// one by one. The `mock-freeze-states` switch skips this, for screenshots, stories and the e2e
// state matrix; actions taken in the console still move as usual then.

type DiskStateName = DiskStateWire['state']

/** Where a seeded record in a transitional state ends up, and after how many seconds. */
const seeded = <S extends string>(settle: { to: S; seededAfterS: number } | null) =>
  settle ? ([settle.to, settle.seededAfterS] as const) : undefined

function diskTarget(from: DiskStateWire, to: DiskStateName): DiskStateWire {
  if (to === 'attached' && 'instance' in from) return { state: 'attached', instance: from.instance }
  return { state: to } as DiskStateWire
}

/** Starts the transitions above on every record still in a transitional state (the seeded ones). */
export function settleSeededStates(db: MockDb, now = Date.now()): void {
  for (const instance of db.instances.all()) {
    const settle = seeded(instanceMachine.settle(instance.run_state))
    if (!settle || instance._transition) continue
    const [to, seconds] = settle
    db.instances.update(instance.id, {
      _transition: transition(to, seconds * 1000, now),
      // a creating instance gets its sled now, as one created through the API does
      ...(ON_A_SLED.includes(to) && !instance._sled_id ? { _sled_id: pickSled(db) } : {}),
    })
  }
  for (const disk of db.disks.all()) {
    const settle = seeded(diskMachine.settle(disk.state.state))
    if (!settle || disk._transition) continue
    const [to, seconds] = settle
    db.disks.update(disk.id, {
      _transition: transition(diskTarget(disk.state, to), seconds * 1000, now),
    })
  }
  for (const snapshot of db.snapshots.all()) {
    const settle = seeded(snapshotMachine.settle(snapshot.state))
    if (!settle || snapshot._transition) continue
    const [to, seconds] = settle
    db.snapshots.update(snapshot.id, { _transition: transition(to, seconds * 1000, now) })
  }
}
