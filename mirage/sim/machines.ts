import { diskMachine } from '~/state/machines/disk'
import { instanceMachine } from '~/state/machines/instance'
import type { ActionDef } from '~/state/machines/machine'
import { snapshotMachine } from '~/state/machines/snapshot'
import { orList } from '~/state/machines/words'

// What the mock adds to the console's state machines (src/state/machines, spec §4): how the API
// words a refusal, and where each transitional state goes and how long it takes. The rules
// themselves (allowed from, via) are the machine's, so the mock and the console refuse the same
// actions.

/** How a transitional state ends on its own. */
export type SettleDef<S extends string> = {
  to: S
  /** how long a move the console asked for takes; none: it waits until told (an upload) */
  ms?: number
  /** how long after the page load a seeded resource caught in this state finishes its move */
  seededAfterS: number
}

type Machine<S extends string, A extends string, P extends string> = {
  noun: string
  rule: (action: A | P) => ActionDef<S>
}

function mockMachine<S extends string, A extends string, P extends string>(
  m: Machine<S, A, P>,
  settles: Partial<Record<NoInfer<S>, SettleDef<NoInfer<S>>>>,
  /** each ends the API's refusal: 'instance must be stopped or failed to be started' */
  refusals: Record<NoInfer<A | P>, string>,
) {
  return {
    settles,
    /** why not, in the API's words (`subject` names the resource: 'snapshot nightly') */
    refusal(action: A | P, state: S, subject = m.noun): string | undefined {
      const { from } = m.rule(action)
      if (from.includes(state)) return undefined
      return `${subject} must be ${orList(from)} ${refusals[action]} (it is ${state})`
    },
    /** where a move through `via` ends and when; null for a state that does not move */
    settle: (via: S): SettleDef<S> | null => settles[via] ?? null,
    /** the transitional state an action or step puts the resource in at once */
    viaOf: (action: A | P): S | undefined => m.rule(action).via,
  }
}

// The spec gives no durations; about a second keeps the spinners visible without making anyone
// wait. A seeded resource caught mid-move finishes within a minute, staggered.
export const instanceSim = mockMachine(
  instanceMachine,
  {
    creating: { to: 'running', ms: 1500, seededAfterS: 20 },
    starting: { to: 'running', ms: 1000, seededAfterS: 8 },
    stopping: { to: 'stopped', ms: 1000, seededAfterS: 12 },
    rebooting: { to: 'running', ms: 1000, seededAfterS: 16 },
    migrating: { to: 'running', seededAfterS: 30 },
    repairing: { to: 'running', seededAfterS: 40 },
  },
  {
    start: 'to be started',
    delete: 'to be deleted',
    resize: 'to be resized',
    updateBootDisk: 'to change its boot disk',
    reboot: 'to be rebooted',
    stop: 'to be stopped',
    detachDisk: 'to detach a disk',
    attachDisk: 'to attach a disk',
    updateNetworkInterface: 'to change its network interfaces',
    serialConsole: 'to connect to its serial console',
  },
)

// An upload in progress ends when its client stops writing; the other moves finish on their own.
export const diskSim = mockMachine(
  diskMachine,
  {
    attaching: { to: 'attached', ms: 1000, seededAfterS: 6 },
    detaching: { to: 'detached', ms: 1000, seededAfterS: 10 },
    creating: { to: 'detached', ms: 1000, seededAfterS: 14 },
    finalizing: { to: 'detached', ms: 1000, seededAfterS: 18 },
    importing_from_bulk_writes: { to: 'import_ready', seededAfterS: 25 },
    importing_from_url: { to: 'detached', seededAfterS: 45 },
  },
  {
    delete: 'to be deleted',
    snapshot: 'to be snapshotted',
    attach: 'to be attached',
    detach: 'to be detached',
    setAsBootDisk: 'to be the boot disk',
    startImport: 'to start a bulk write import',
    write: 'to accept bulk writes',
    stopImport: 'to stop a bulk write import',
    finalize: 'to be finalized',
  },
)

export const snapshotSim = mockMachine(
  snapshotMachine,
  { creating: { to: 'ready', ms: 2000, seededAfterS: 24 } },
  {
    createImage: 'to make an image of it',
    createDisk: 'to make a disk of it',
    delete: 'to be deleted',
  },
)
