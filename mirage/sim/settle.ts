import type { InstanceState, SnapshotState } from '~/api/generated/types'
import type { DiskStateName } from '~/state/machines/disk'
import type { InstanceAction } from '~/state/machines/instance'
import type { MockContext } from '../context'
import { ON_A_SLED, pickSled } from '../orm/allocate'
import type { M } from '../orm/models'
import { invalidRequest } from '../util/errors'
import { diskSim, instanceSim, snapshotSim } from './machines'

// How states move, read in one path. An action puts a resource in the machine's transitional
// state with `transition: { to, at }` (begin*); every request first settles what is due by now
// (settleDue, called by the route wrapper), so fake timers in tests and the real clock in the
// demo both see the change without a background timer. Where each state goes and how long it
// takes is the mock's (machines.ts), over the rules the console reads (src/state/machines).

/** The resource, or 400 InvalidRequest unless the machine allows the action from its state. */
const refuse = <T>(resource: T, refusal: string | undefined): T => {
  if (refusal) throw invalidRequest(refusal)
  return resource
}
export const requireInstance = (i: M<'instance'>, action: InstanceAction) =>
  refuse(i, instanceSim.refusal(action, i.runState))
/** `subject` names the disk in the refusal where the API does ('disk data-1 must be …'). */
export const requireDisk = (d: M<'disk'>, step: DiskStep, subject?: string) =>
  refuse(d, diskSim.refusal(step, d.state, subject))
export const requireSnapshot = (s: M<'snapshot'>, action: SnapshotStep) =>
  refuse(s, snapshotSim.refusal(action, s.state, `snapshot ${s.name}`))
type DiskStep = Parameters<typeof diskSim.refusal>[0]
type SnapshotStep = Parameters<typeof snapshotSim.refusal>[0]

/** Disk states that name the instance they are attached to, or moving to or from. */
const WITH_INSTANCE: readonly DiskStateName[] = ['attached', 'attaching', 'detaching']

const iso = (ms: number) => new Date(ms).toISOString()

function moveInstance(ctx: MockContext, i: M<'instance'>, to: InstanceState, at: number) {
  i.update({
    runState: to,
    timeRunStateUpdated: iso(at),
    transition: null,
    sledId: ON_A_SLED.includes(to) ? (i.sledId ?? pickSled(ctx)) : null,
  })
}

/** Into `via` now, reaching the machine's settled state (or `to`) after its duration. */
export function beginInstance(
  ctx: MockContext,
  i: M<'instance'>,
  via: InstanceState,
  to?: InstanceState,
) {
  const settle = instanceSim.settle(via)
  const now = Date.now()
  moveInstance(ctx, i, via, now)
  if (settle) i.update({ transition: { to: to ?? settle.to, at: now + (settle.ms ?? 0) } })
  return i
}

/** Into `to` at `at`, keeping the instance only in the states that name one. */
function moveDisk(d: M<'disk'>, to: DiskStateName, at: number, instanceId = d.instanceId) {
  const state = { state: to, timeModified: iso(at), transition: null }
  d.update({ ...state, instanceId: WITH_INSTANCE.includes(to) ? instanceId : null })
}

export function beginDisk(d: M<'disk'>, via: DiskStateName, instanceId = d.instanceId) {
  const settle = diskSim.settle(via)
  const now = Date.now()
  moveDisk(d, via, now, instanceId)
  if (settle?.ms !== undefined) d.update({ transition: { to: settle.to, at: now + settle.ms } })
  return d
}

export function beginSnapshot(s: M<'snapshot'>, via: SnapshotState) {
  const settle = snapshotSim.settle(via)
  s.update({
    state: via,
    timeModified: new Date().toISOString(),
    transition: settle ? { to: settle.to, at: Date.now() + (settle.ms ?? 0) } : null,
  })
  return s
}

const due = (now: number) => (r: { transition: { at: number } | null }) =>
  r.transition !== null && r.transition.at <= now

/** Everything whose move is over by now reaches its state. */
export function settleDue(ctx: MockContext): void {
  const now = Date.now()
  for (const i of ctx.schema.where('instance', due(now)).models) {
    moveInstance(ctx, i, i.transition!.to, i.transition!.at)
  }
  for (const d of ctx.schema.where('disk', due(now)).models) {
    moveDisk(d, d.transition!.to, d.transition!.at)
  }
  for (const s of ctx.schema.where('snapshot', due(now)).models) {
    s.update({ state: s.transition!.to, timeModified: iso(s.transition!.at), transition: null })
  }
}

/**
 * The seed shows every state of spec §4, transitional ones included; left alone they would never
 * settle and the console's lists would poll forever. Unless frozen (`mock-freeze-states`), each
 * seeded resource caught mid-move finishes as the machine says a seeded one does, staggered over
 * the first minute.
 */
export function settleSeededStates(ctx: MockContext, now = Date.now()): void {
  const after = (s: { seededAfterS: number }) => now + s.seededAfterS * 1000
  for (const i of ctx.schema.all('instance').models) {
    const settle = instanceSim.settle(i.runState)
    if (!settle || i.transition) continue
    i.update({
      transition: { to: settle.to, at: after(settle) },
      // a creating instance gets its sled now, as one created through the API does
      sledId: ON_A_SLED.includes(settle.to) ? (i.sledId ?? pickSled(ctx)) : i.sledId,
    })
  }
  for (const d of ctx.schema.all('disk').models) {
    const settle = diskSim.settle(d.state)
    if (settle && !d.transition) d.update({ transition: { to: settle.to, at: after(settle) } })
  }
  for (const s of ctx.schema.all('snapshot').models) {
    const settle = snapshotSim.settle(s.state)
    if (settle && !s.transition) s.update({ transition: { to: settle.to, at: after(settle) } })
  }
}
