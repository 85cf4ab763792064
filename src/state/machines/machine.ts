import { orList, stateLabel, withArticle, type BadgeColor } from './words'

/**
 * Why an action waits on a state a rack newer than the console sent (issue 43 §1): the console
 * cannot tell what that state allows, so it offers nothing that depends on it.
 */
export const unknownStateReason = (state: string) =>
  `This console does not know the state ${stateLabel(state)}`

// The one shape every state machine of spec §4 (instance, disk, snapshot) is written in. The UI
// asks it what is possible now and why not (can, reason), the entities reducer which state a
// requested action shows at once (transition), and the lists which states are still moving
// (inProgress). The mock reads the same rules; how it words a refusal and how long a move takes
// are its own (mirage/sim/machines.ts).

/** An action or an API-only step: where it is allowed from and, if it moves, where to. */
export type ActionDef<S extends string> = {
  /** the states it is allowed from (spec §4's "allowed from" column) */
  from: readonly S[]
  /** ends the UI's reason: 'Only a stopped or failed instance …' */
  outcome?: string
  /** the transitional state it puts the resource in at once */
  via?: S
}

type MachineDef<S extends string, A extends string, P extends string> = {
  noun: string
  badge: Record<S, BadgeColor>
  /** transitional states: they end on their own (the rack moves them on) */
  inProgress: readonly NoInfer<S>[]
  /** spec §4's table: what the console offers, and the API allows, per state */
  actions: Record<A, ActionDef<NoInfer<S>> & { outcome: string }>
  /** moves only the API makes (create, the import steps); the console offers no menu item */
  steps: Record<P, ActionDef<NoInfer<S>>>
}

export function machine<S extends string, A extends string, P extends string>(
  def: MachineDef<S, A, P>,
) {
  const names = Object.keys(def.actions) as A[]
  const rule = (action: A | P): ActionDef<S> =>
    (def.actions as Record<string, ActionDef<S>>)[action] ??
    (def.steps as Record<string, ActionDef<S>>)[action]!
  // a newer rack's state arrives typed as one of ours: it is a string until this says otherwise
  const known = (state: string): state is S => Object.hasOwn(def.badge, state)
  const can = (action: A | P, state: S) => rule(action).from.includes(state)
  return {
    ...def,
    known,
    /** the state's badge colour; neutral for one the console does not know */
    color: (state: S): BadgeColor => (known(state) ? def.badge[state] : 'neutral'),
    states: Object.keys(def.badge) as S[],
    /** transitional states: they show a spinner, are polled and settle by themselves */
    inProgress: new Set(def.inProgress) as ReadonlySet<S>,
    names,
    allowed: Object.fromEntries(names.map((a) => [a, def.actions[a].from])) as Record<
      A,
      readonly S[]
    >,
    /** the state a requested action shows until the server says otherwise */
    transition: Object.fromEntries(
      names.flatMap((a) => (def.actions[a].via ? [[a, def.actions[a].via]] : [])),
    ) as Partial<Record<A, S>>,
    can,
    /** why not, in the console's words; undefined when it can */
    reason(action: A, state: S): string | undefined {
      if (can(action, state)) return undefined
      if (!known(state)) return unknownStateReason(state)
      const from = orList(def.actions[action].from.map(stateLabel))
      return `Only ${withArticle(from)} ${def.noun} ${def.actions[action].outcome}`
    },
    /** the rule of an action or step: where it is allowed from, and where it moves */
    rule,
  }
}
