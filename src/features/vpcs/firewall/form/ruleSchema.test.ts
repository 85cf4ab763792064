import type { ValidationError } from 'yup'
import {
  newRuleValues,
  priorityAfter,
  ruleValues,
  ruleFromValues,
  type RuleFormValues,
} from './ruleValues'
import { portDraftError, protocolDraftError, ruleSchema } from './ruleSchema'

/** The schema's errors by path, as formik would show them. */
function errorsOf(values: RuleFormValues): Record<string, string> {
  try {
    ruleSchema.validateSync(values, { abortEarly: false })
    return {}
  } catch (e) {
    return Object.fromEntries(
      (e as ValidationError).inner.map((i) => [i.path ?? '', i.errors[0] ?? '']),
    )
  }
}

const valid = (): RuleFormValues => ({
  ...newRuleValues(),
  name: 'allow-web',
  targets: [{ type: 'vpc', value: 'default' }],
})

test('a complete rule passes', () => {
  expect(errorsOf(valid())).toEqual({})
})

test('required fields say so in the spec words', () => {
  expect(errorsOf({ ...newRuleValues(), priority: '' })).toEqual({
    name: 'Name is required',
    priority: 'Priority is required',
    targets: 'At least one target is required',
  })
  expect(errorsOf({ ...valid(), priority: '65536' })).toEqual({
    priority: 'Priority must be a whole number from 0 to 65535',
  })
})

test('a target or host draft is checked as the address, network or name it is (spec §5)', () => {
  const withHost = (type: RuleFormValues['hostDraft']['type'], value: string) =>
    errorsOf({ ...valid(), hostDraft: { type, value } })
  expect(withHost('ip', '10.0.0.300')).toEqual({ 'hostDraft.value': 'Not a valid IP address' })
  expect(withHost('ip_net', '10.0.0.0')).toEqual({
    'hostDraft.value': 'Must contain an IP address and a width, separated by a /',
  })
  expect(withHost('ip_net', '10.0.0.0/x')).toEqual({
    'hostDraft.value': 'Width must be an integer',
  })
  expect(withHost('ip_net', '10.0.0.0/33')).toEqual({
    'hostDraft.value': 'Max width for IPv4 is 32',
  })
  expect(withHost('ip_net', 'fd00::/129')).toEqual({
    'hostDraft.value': 'Max width for IPv6 is 128',
  })
  expect(withHost('ip', '2001:db8::1')).toEqual({})
  // a filled-in target counts as the rule's target
  expect(
    errorsOf({ ...valid(), targets: [], targetDraft: { type: 'ip', value: '10.0.0.1' } }),
  ).toEqual({})
})

test('duplicates in a list, or a draft already in it, are refused: Items must be unique', () => {
  const target = { type: 'subnet' as const, value: 'backend' }
  expect(errorsOf({ ...valid(), targets: [target, target] })).toEqual({
    targets: 'Items must be unique',
  })
  expect(errorsOf({ ...valid(), targets: [target], targetDraft: { ...target } })).toEqual({
    'targetDraft.value': 'Items must be unique',
  })
  expect(errorsOf({ ...valid(), ports: ['80'], portDraft: ' 80 ' })).toEqual({
    portDraft: 'Items must be unique',
  })
})

test('port ranges follow spec §5 and name what is wrong: shape, 1–65535, order', () => {
  expect(portDraftError(' 8080 ', [])).toBeUndefined()
  expect(portDraftError('8000-8080', [])).toBeUndefined()
  expect(portDraftError('', [])).toBe('Port range is required')
  for (const bad of ['80-', 'abc', '123456', '80,443']) {
    expect(portDraftError(bad, [])).toBe('Not a valid port range')
  }
  expect(portDraftError('70000', [])).toBe('Port must be between 1 and 65535')
  expect(portDraftError('0', [])).toBe('Port must be between 1 and 65535')
  expect(portDraftError('90-80', [])).toBe('The second port must not be less than the first')
})

test('a port already in the list that the API would refuse is named at the list', () => {
  expect(errorsOf({ ...valid(), ports: ['80', '70000'] })).toEqual({
    ports: '70000: Port must be between 1 and 65535',
  })
})

test('ICMP takes an optional type and code; a code needs a type', () => {
  const icmp = (icmpType: string, icmpCode: string) =>
    protocolDraftError({ type: 'icmp', icmpType, icmpCode }, [])
  expect(icmp('', '')).toBeUndefined()
  expect(icmp('8', '0')).toBeUndefined()
  expect(icmp('3', '0-15')).toBeUndefined()
  expect(icmp('256', '')).toEqual({
    path: 'icmpType',
    message: 'ICMP type must be a whole number from 0 to 255',
  })
  expect(icmp('', '1')).toEqual({ path: 'icmpCode', message: 'An ICMP code needs an ICMP type' })
  expect(icmp('3', '15-0')?.path).toBe('icmpCode')
  expect(
    protocolDraftError({ type: 'tcp', icmpType: '', icmpCode: '' }, [{ type: 'tcp' }]),
  ).toEqual({ path: 'type', message: 'Items must be unique' })
})

test('the body is the API rule: drafts that were filled in are part of it, empty filters null', () => {
  const values: RuleFormValues = {
    ...valid(),
    enabled: false,
    priority: '100',
    targetDraft: { type: 'instance', value: 'web-1' },
    protocolDraft: { type: 'icmp', icmpType: '8', icmpCode: '' },
    portDraft: ' 443 ',
  }
  expect(ruleFromValues(values)).toEqual({
    name: 'allow-web',
    description: '',
    status: 'disabled',
    priority: 100,
    action: 'allow',
    direction: 'inbound',
    targets: [
      { type: 'vpc', value: 'default' },
      { type: 'instance', value: 'web-1' },
    ],
    filters: {
      hosts: null,
      protocols: [{ type: 'icmp', value: { icmpType: 8 } }],
      ports: ['443'],
    },
  })
})

test('a rule fills the form, and comes back out the same', () => {
  const rule = {
    id: 'r',
    vpcId: 'v',
    name: 'allow-ping',
    description: 'echo',
    status: 'enabled' as const,
    direction: 'inbound' as const,
    action: 'allow' as const,
    priority: 500,
    targets: [{ type: 'vpc' as const, value: 'default' }],
    filters: {
      hosts: [{ type: 'ip_net' as const, value: '2001:db8::/32' }],
      protocols: [{ type: 'icmp' as const, value: { icmpType: 8, code: '0' } }],
      ports: null,
    },
    timeCreated: new Date(0),
    timeModified: new Date(0),
  }
  const values = ruleValues(rule, 'allow-ping-abc123')
  expect(values.name).toBe('allow-ping-abc123')
  expect(ruleFromValues(values)).toEqual({
    name: 'allow-ping-abc123',
    description: 'echo',
    status: 'enabled',
    direction: 'inbound',
    action: 'allow',
    priority: 500,
    targets: rule.targets,
    filters: rule.filters,
  })
})

test('a new rule defaults to after every rule there is, at the next multiple of 10', () => {
  expect(priorityAfter([])).toBe(0)
  expect(priorityAfter([100, 20])).toBe(110)
  expect(priorityAfter([105])).toBe(110)
  expect(priorityAfter([65534])).toBe(65535)
  expect(priorityAfter([65535])).toBe(65535)
})
