import * as yup from 'yup'
import {
  descriptionSchema,
  hasDuplicates,
  nameSchema,
  portRangeError,
  requiredMessage,
  UNIQUE_ITEMS_MESSAGE,
} from '~/util/validation'
import type { HostType } from '~/state/firewall/describe'
import { duplicateError, valueError, type ValueKind } from '~/util/valueRules'
import {
  hostOf,
  portOf,
  protocolOf,
  type HostDraft,
  type ProtocolDraft,
  type RuleFormValues,
  MAX_PRIORITY,
} from './ruleValues'

// Spec §3 firewall rule fields with the §5 messages. The drafts (an item written but not yet
// added) are checked like the items they become, so a bad one blocks the save and a good one is
// saved with the rule.

/** What a target's or host filter's value is, and what its field is called. */
export const HOST_VALUES: Record<HostType, { kind: ValueKind; valueLabel: string }> = {
  vpc: { kind: 'name', valueLabel: 'VPC name' },
  subnet: { kind: 'name', valueLabel: 'Subnet name' },
  instance: { kind: 'name', valueLabel: 'Instance name' },
  ip: { kind: 'ip', valueLabel: 'IP address' },
  ip_net: { kind: 'ip_net', valueLabel: 'IP network' },
}

const MAX_ICMP = 255
// The spec gives no words for these; they say what to change.
const RULE_MESSAGES = {
  priority: `Priority must be a whole number from 0 to ${MAX_PRIORITY}`,
  targets: 'At least one target is required',
  icmpType: `ICMP type must be a whole number from 0 to ${MAX_ICMP}`,
  icmpCode: `ICMP code must be a number or a range (N-M) from 0 to ${MAX_ICMP}`,
  codeWithoutType: 'An ICMP code needs an ICMP type',
} as const

const WHOLE = /^(0|[1-9][0-9]*)$/

const inRange = (text: string, max: number) => WHOLE.test(text) && Number(text) <= max

/** An ICMP code range: 'N' or 'N-M', each 0–255, M not below N. */
function isIcmpCode(text: string): boolean {
  const match = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(text)
  if (!match) return false
  const first = Number(match[1])
  const last = match[2] === undefined ? first : Number(match[2])
  return first <= MAX_ICMP && last <= MAX_ICMP && first <= last
}

/** The problem with a target or host filter draft, against the items already in its list. */
export function hostDraftError(draft: HostDraft, items: readonly unknown[]): string | undefined {
  const rule = HOST_VALUES[draft.type]
  return valueError(rule.kind, draft.value, rule.valueLabel) ?? duplicateError(items, hostOf(draft))
}

/** The problem with a protocol draft: its ICMP type and code, and duplicates. */
export function protocolDraftError(
  draft: ProtocolDraft,
  items: readonly unknown[],
): { path: 'type' | 'icmpType' | 'icmpCode'; message: string } | undefined {
  if (draft.type === '') return { path: 'type', message: requiredMessage('Protocol') }
  if (draft.type === 'icmp' || draft.type === 'icmp6') {
    const type = draft.icmpType.trim()
    const code = draft.icmpCode.trim()
    if (type && !inRange(type, MAX_ICMP))
      return { path: 'icmpType', message: RULE_MESSAGES.icmpType }
    if (code && !type) return { path: 'icmpCode', message: RULE_MESSAGES.codeWithoutType }
    if (code && !isIcmpCode(code)) return { path: 'icmpCode', message: RULE_MESSAGES.icmpCode }
  }
  const duplicate = duplicateError(items, protocolOf(draft))
  return duplicate ? { path: 'type', message: duplicate } : undefined
}

/** The problem with a port range draft (spec §5), or a duplicate of one in the list. */
export function portDraftError(draft: string, items: readonly string[]): string | undefined {
  if (!draft.trim()) return requiredMessage('Port range')
  return portRangeError(draft) ?? duplicateError(items, portOf(draft))
}

const isBlankProtocol = (d: ProtocolDraft) =>
  d.type === '' && !d.icmpType.trim() && !d.icmpCode.trim()

/**
 * The values as the form holds them: formik hands yup an empty text field as undefined, and the
 * lists' checks compare drafts with items as they are written.
 */
function normalized(raw: unknown): RuleFormValues {
  const v = raw as Partial<RuleFormValues>
  const text = (s: string | undefined) => s ?? ''
  return {
    ...(v as RuleFormValues),
    targets: v.targets ?? [],
    hosts: v.hosts ?? [],
    protocols: v.protocols ?? [],
    ports: v.ports ?? [],
    targetDraft: { type: v.targetDraft?.type ?? 'vpc', value: text(v.targetDraft?.value) },
    hostDraft: { type: v.hostDraft?.type ?? 'vpc', value: text(v.hostDraft?.value) },
    protocolDraft: {
      type: v.protocolDraft?.type ?? '',
      icmpType: text(v.protocolDraft?.icmpType),
      icmpCode: text(v.protocolDraft?.icmpCode),
    },
    portDraft: text(v.portDraft),
  }
}

export const ruleSchema = yup
  .object({
    name: nameSchema('Name'),
    description: descriptionSchema,
    priority: yup
      .string()
      .trim()
      .required(requiredMessage('Priority'))
      .test('priority', RULE_MESSAGES.priority, (v) => !v || inRange(v, MAX_PRIORITY)),
  })
  .test('lists', function (raw) {
    const v = normalized(raw)
    const errors: yup.ValidationError[] = []
    const fail = (path: string, message: string) => errors.push(this.createError({ path, message }))
    const unique = (path: string, items: readonly unknown[]) => {
      if (hasDuplicates(items)) fail(path, UNIQUE_ITEMS_MESSAGE)
    }
    unique('targets', v.targets)
    unique('hosts', v.hosts)
    unique('protocols', v.protocols)
    unique('ports', v.ports)
    // a rule opened with a range the API would refuse (or one pasted in): say which, and why
    const badPort = v.ports.find((p) => portRangeError(p))
    if (badPort !== undefined) fail('ports', `${badPort}: ${portRangeError(badPort)}`)
    // a filled-in draft is checked as the item it becomes; a blank one is no item
    if (v.targetDraft.value.trim()) {
      const e = hostDraftError(v.targetDraft, v.targets)
      if (e) fail('targetDraft.value', e)
    } else if (v.targets.length === 0) {
      fail('targets', RULE_MESSAGES.targets)
    }
    if (v.hostDraft.value.trim()) {
      const e = hostDraftError(v.hostDraft, v.hosts)
      if (e) fail('hostDraft.value', e)
    }
    if (!isBlankProtocol(v.protocolDraft)) {
      const e = protocolDraftError(v.protocolDraft, v.protocols)
      if (e) fail(`protocolDraft.${e.path}`, e.message)
    }
    if (v.portDraft.trim()) {
      const e = portDraftError(v.portDraft, v.ports)
      if (e) fail('portDraft', e)
    }
    return errors.length ? new yup.ValidationError(errors) : true
  })
