import type { Server } from 'miragejs'
import { call, shapeErrors, type ErrorBody } from '~test/mirage/testing'
import { makeServer } from '../server'

// Firewall rules: the defaults every VPC starts with, the seeded showcase, and PUT replacing the
// whole list after checking every rule.

type Rule = {
  id: string
  name: string
  priority: number
  targets: { type: string }[]
  filters: {
    hosts?: { type: string }[] | null
    protocols?: { type: string }[] | null
    ports?: string[] | null
  }
  direction: string
  action: string
  status: string
}
type Rules = { rules: Rule[] }

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const url = (project: string, vpc = 'default') =>
  `/v1/vpc-firewall-rules?project=${project}&vpc=${vpc}`

const rule = (name: string, extra: object = {}) => ({
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 10,
  targets: [{ type: 'vpc', value: 'default' }],
  filters: {},
  ...extra,
})

test('a new VPC has the default rules, aimed at itself by name', async () => {
  const vpc = await call('POST', '/v1/vpcs?project=geo-tiles', {
    json: { name: 'tiles', dns_name: 'tiles', description: '' },
  })
  expect(vpc.status).toBe(201)
  const res = await call<Rules>('GET', url('geo-tiles', 'tiles'))
  expect(shapeErrors(res.body, 'VpcFirewallRules')).toEqual([])
  expect(res.body.rules.map((r) => r.name)).toEqual([
    'allow-icmp',
    'allow-internal-inbound',
    'allow-ssh',
  ])
  for (const r of res.body.rules) {
    expect(r).toMatchObject({ direction: 'inbound', action: 'allow', status: 'enabled' })
    expect(r.targets).toEqual([{ type: 'vpc', value: 'tiles' }])
  }
  expect(res.body.rules[2]!.filters).toEqual({
    hosts: null,
    protocols: [{ type: 'tcp' }],
    ports: ['22'],
  })
})

test('the seeded rules use every target kind, host filter kind and protocol', async () => {
  const { rules } = (await call<Rules>('GET', url('atlas-ingest'))).body
  const kinds = (pick: (r: Rule) => { type: string }[] | null | undefined) =>
    [...new Set(rules.flatMap((r) => (pick(r) ?? []).map((x) => x.type)))].sort()
  expect(kinds((r) => r.targets)).toEqual(['instance', 'ip', 'ip_net', 'subnet', 'vpc'])
  expect(kinds((r) => r.filters.hosts)).toEqual(['instance', 'ip', 'ip_net', 'subnet', 'vpc'])
  expect(kinds((r) => r.filters.protocols)).toEqual(['icmp', 'tcp', 'udp'])
  expect(new Set(rules.map((r) => r.direction))).toEqual(new Set(['inbound', 'outbound']))
  expect(new Set(rules.map((r) => r.action))).toEqual(new Set(['allow', 'deny']))
  expect(new Set(rules.map((r) => r.status))).toEqual(new Set(['enabled', 'disabled']))
  expect(rules.some((r) => r.filters.ports?.length)).toBe(true)
})

test('PUT replaces the whole list, with new ids, sorted by name', async () => {
  const before = (await call<Rules>('GET', url('billing-api'))).body.rules
  const put = await call<Rules>('PUT', url('billing-api'), {
    json: { rules: [rule('zeta'), rule('allow-icmp', { priority: 65535 })] },
  })
  expect(put.status).toBe(200)
  expect(shapeErrors(put.body, 'VpcFirewallRules')).toEqual([])
  expect(put.body.rules.map((r) => r.name)).toEqual(['allow-icmp', 'zeta'])
  expect(put.body.rules[0]!.id).not.toBe(before.find((r) => r.name === 'allow-icmp')!.id)
  expect((await call<Rules>('GET', url('billing-api'))).body).toEqual(put.body)

  const cleared = await call<Rules>('PUT', url('billing-api'), { json: {} })
  expect(cleared.body).toEqual({ rules: [] })
})

test('PUT refuses bad rules and leaves the list as it was', async () => {
  const bad: [object, RegExp][] = [
    [
      rule('a', { priority: 70000 }),
      /rules\[0\]\.priority: invalid value: integer `70000`, expected u16/,
    ],
    [rule('b', { filters: { ports: ['80-20'] } }), /invalid port range "80-20"/],
    [rule('c', { filters: { ports: ['70000'] } }), /invalid port range/],
    [rule('d', { targets: [{ type: 'ip', value: '300.1.1.1' }] }), /invalid IP address/],
    [rule('e', { targets: [{ type: 'tag', value: 'x' }] }), /unknown variant "tag"/],
    [
      rule('f', { filters: { hosts: [{ type: 'ip_net', value: '10.0.0.0' }] } }),
      /invalid IP network/,
    ],
    [
      rule('g', { filters: { protocols: [{ type: 'icmp', value: { icmp_type: 300 } }] } }),
      /icmp_type/,
    ],
    [rule('Bad Name'), /name/],
    [rule('h', { direction: 'sideways' }), /unknown variant "sideways"/],
  ]
  const before = (await call<Rules>('GET', url('billing-api'))).body
  for (const [r, message] of bad) {
    const res = await call<ErrorBody>('PUT', url('billing-api'), { json: { rules: [r] } })
    expect([res.status, res.body.error_code]).toEqual([400, 'InvalidValue'])
    expect(res.body.message).toMatch(message)
  }
  const dup = await call<ErrorBody>('PUT', url('billing-api'), {
    json: { rules: [rule('x'), rule('x')] },
  })
  expect(dup.body.message).toMatch(/rule names must be unique; duplicates: "x"/)
  expect((await call<Rules>('GET', url('billing-api'))).body).toEqual(before)
})
