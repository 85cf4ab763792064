import { orList, stateLabel, withArticle, type BadgeColor } from './words'

/**
 * Why an action waits on a state a rack newer than the console sent (issue 43 §1): the console
 * cannot tell what that state allows, so it offers nothing that depends on it.
 */
export const unknownStateReason = (state: string) =>
  `This console does not know the state ${stateLabel(state)}`

// The one shape every state machine of spec §4 (instance, disk, snapshot) is written in. The UI
// asks it what is possible now and why not (can, reason), the entities reducer which state a
// requested action shows at once (transition), and the mock how it refuses an action (refusal),
// which state a move passes through and for how long (settles).

/** An action or an API-only step: where it is allowed from and, if it moves, where to. */
export type ActionDef<S extends string> = {
  /** the states it is allowed from (spec §4's "allowed from" column) */
  from: readonly S[]
  /** ends the UI's reason: 'Only a stopped or failed instance …' */
  outcome?: string
  /** ends the API's refusal: 'instance must be stopped or failed …' */
  refusal: string
  /** the transitional state it puts the resource in at once */
  via?: S
}

/** How a transitional state ends on its own. */
export type SettleDef<S extends string> = {
  to: S
  /** how long a move the console asked for takes; none: it waits until told (an upload) */
  ms?: number
  /** how long after the page load a seeded resource caught in this state finishes its move */
  seededAfterS: number
}

type MachineDef<S extends string, A extends string, P extends string> = {
  noun: string
  badge: Record<S, BadgeColor>
  settles: Partial<Record<NoInfer<S>, SettleDef<NoInfer<S>>>>
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
    inProgress: new Set(Object.keys(def.settles) as S[]) as ReadonlySet<S>,
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
    /** why not, in the API's words (`subject` names the resource: 'snapshot nightly') */
    refusal(action: A | P, state: S, subject = def.noun): string | undefined {
      if (can(action, state)) return undefined
      return `${subject} must be ${orList(rule(action).from)} ${rule(action).refusal} (it is ${state})`
    },
    /** where a move through `via` ends and when; null for a state that does not move */
    settle(via: S): SettleDef<S> | null {
      return def.settles[via] ?? null
    },
    viaOf: (action: A | P): S | undefined => rule(action).via,
  }
}
