import type { VpcFirewallRule } from '~/api/generated/types'
import { fromText, inboundSummary, trafficText } from './inboundSummary'
import { rulesForInstance, type InstanceFacts } from './ruleMatch'

/** A value a newer rack may send: outside the contract's types, so it is built untyped. */
const fromNewerRack = <T>(value: unknown) => value as T

let n = 0
function rule(name: string, extra: Partial<VpcFirewallRule> = {}): VpcFirewallRule {
  n += 1
  return {
    id: `rule-${n}`,
    name,
    description: '',
    action: 'allow',
    direction: 'inbound',
    status: 'enabled',
    priority: 100,
    targets: [],
    filters: { hosts: null, protocols: null, ports: null },
    vpcId: 'vpc-1',
    timeCreated: new Date(0),
    timeModified: new Date(0),
    ...extra,
  }
}

const web: InstanceFacts = {
  instance: 'web-1',
  vpc: 'default',
  nics: [
    { name: 'net0', subnet: 'default', ip: '172.30.0.5' },
    { name: 'net1', subnet: 'backend', ip: 'fd00:1122:3344:101::7' },
  ],
}

const names = (rules: VpcFirewallRule[], facts: InstanceFacts = web) =>
  rulesForInstance(rules, facts).map((m) => m.rule.name)
const texts = (r: VpcFirewallRule, facts: InstanceFacts = web) =>
  rulesForInstance([r], facts)[0]?.matched.map((m) => m.text) ?? []

test('an instance target reaches the instance of that name only', () => {
  const mine = rule('mine', { targets: [{ type: 'instance', value: 'web-1' }] })
  const other = rule('other', { targets: [{ type: 'instance', value: 'web-2' }] })
  expect(names([mine, other])).toEqual(['mine'])
  expect(texts(mine)).toEqual(['Instance web-1'])
})

test('a vpc target reaches every instance with an interface in that VPC', () => {
  const here = rule('here', { targets: [{ type: 'vpc', value: 'default' }] })
  const there = rule('there', { targets: [{ type: 'vpc', value: 'ingest-net' }] })
  expect(names([here, there])).toEqual(['here'])
  expect(texts(here)).toEqual(['VPC default'])
})

test('a subnet target reaches the instance through each interface it has in that subnet', () => {
  const backend = rule('backend', { targets: [{ type: 'subnet', value: 'backend' }] })
  const queues = rule('queues', { targets: [{ type: 'subnet', value: 'queues' }] })
  expect(names([backend, queues])).toEqual(['backend'])
  expect(texts(backend)).toEqual(['Subnet backend (net1)'])
})

test('an ip target reaches the interface with that address, IPv6 written any way', () => {
  const v4 = rule('v4', { targets: [{ type: 'ip', value: '172.30.0.5' }] })
  const v6 = rule('v6', { targets: [{ type: 'ip', value: 'fd00:1122:3344:0101:0:0:0:7' }] })
  const miss = rule('miss', { targets: [{ type: 'ip', value: '172.30.0.6' }] })
  expect(names([v4, v6, miss])).toEqual(['v4', 'v6'])
  expect(texts(v4)).toEqual(['IP 172.30.0.5 (net0)'])
  expect(texts(v6)).toEqual(['IP fd00:1122:3344:0101:0:0:0:7 (net1)'])
})

test('an ip_net target reaches interfaces whose address it covers, of the same version', () => {
  const covers = rule('covers', { targets: [{ type: 'ip_net', value: '172.30.0.0/22' }] })
  const edge = rule('edge', { targets: [{ type: 'ip_net', value: '172.30.0.5/32' }] })
  const beside = rule('beside', { targets: [{ type: 'ip_net', value: '172.30.4.0/24' }] })
  const v6 = rule('v6', { targets: [{ type: 'ip_net', value: 'fd00:1122:3344:101::/64' }] })
  // ::/0 covers every IPv6 address and no IPv4 one
  const anyV6 = rule('any-v6', { targets: [{ type: 'ip_net', value: '::/0' }] })
  expect(names([covers, edge, beside, v6, anyV6])).toEqual(['any-v6', 'covers', 'edge', 'v6'])
  expect(texts(covers)).toEqual(['IP network 172.30.0.0/22 (net0 172.30.0.5)'])
  expect(texts(anyV6)).toEqual(['IP network ::/0 (net1 fd00:1122:3344:101::7)'])
})

test('an address not picked yet is covered only when its whole subnet is', () => {
  const creating: InstanceFacts = {
    instance: 'new-1',
    vpc: 'default',
    nics: [{ name: 'net0', subnet: 'default', subnetBlocks: ['172.30.0.0/22', 'fd00::/64'] }],
  }
  const wide = rule('wide', { targets: [{ type: 'ip_net', value: '172.30.0.0/16' }] })
  const part = rule('part', { targets: [{ type: 'ip_net', value: '172.30.0.0/24' }] })
  const exact = rule('exact', { targets: [{ type: 'ip', value: '172.30.0.5' }] })
  expect(names([wide, part, exact], creating)).toEqual(['wide'])
  expect(texts(wide, creating)).toEqual(['IP network 172.30.0.0/16 (net0, its whole subnet)'])
})

test('overlapping targets are all listed; overlapping rules all apply, in priority order', () => {
  const many = rule('many', {
    priority: 50,
    targets: [
      { type: 'vpc', value: 'default' },
      { type: 'subnet', value: 'default' },
      { type: 'subnet', value: 'backend' },
      { type: 'instance', value: 'web-1' },
      { type: 'instance', value: 'someone-else' },
    ],
  })
  const sameTarget = rule('same-target', {
    priority: 50,
    targets: [{ type: 'vpc', value: 'default' }],
  })
  const first = rule('first', { priority: 10, targets: [{ type: 'vpc', value: 'default' }] })
  expect(names([many, sameTarget, first])).toEqual(['first', 'many', 'same-target'])
  expect(texts(many)).toEqual([
    'VPC default',
    'Subnet default (net0)',
    'Subnet backend (net1)',
    'Instance web-1',
  ])
})

test('disabled rules are kept, marked by their status; a rule with no target reaches nothing', () => {
  const off = rule('off', { status: 'disabled', targets: [{ type: 'vpc', value: 'default' }] })
  const none = rule('none', { targets: [] })
  const matches = rulesForInstance([off, none], web)
  expect(matches.map((m) => [m.rule.name, m.rule.status])).toEqual([['off', 'disabled']])
})

test('an instance with no interface in the VPC is reached by no rule, not even one naming it', () => {
  const byName = rule('by-name', { targets: [{ type: 'instance', value: 'web-1' }] })
  const byVpc = rule('by-vpc', { targets: [{ type: 'vpc', value: 'default' }] })
  expect(rulesForInstance([byName, byVpc], { ...web, nics: [] })).toEqual([])
})

test('traffic and sources in words', () => {
  expect(trafficText({ protocols: [{ type: 'tcp' }], ports: ['22'] })).toBe('SSH (22)')
  expect(trafficText({ protocols: [{ type: 'tcp' }], ports: ['443'] })).toBe('HTTPS (443)')
  expect(trafficText({ protocols: [{ type: 'tcp' }], ports: ['9100-9102'] })).toBe('TCP 9100-9102')
  expect(trafficText({ protocols: [{ type: 'tcp' }, { type: 'udp' }], ports: ['53'] })).toBe(
    'TCP and UDP 53',
  )
  expect(trafficText({ protocols: [{ type: 'icmp', value: null }] })).toBe('ICMP')
  expect(trafficText({ ports: ['8080'] })).toBe('ports 8080')
  expect(trafficText({})).toBe('all traffic')
  expect(fromText(null)).toBe('from anywhere')
  expect(fromText([{ type: 'ip_net', value: '0.0.0.0/0' }])).toBe('from anywhere (IPv4)')
  expect(
    fromText([
      { type: 'vpc', value: 'default' },
      { type: 'ip', value: '192.0.2.1' },
    ]),
  ).toBe('from VPC default or IP 192.0.2.1')
})

test('the inbound summary: enabled allowing rules first, the rest counted', () => {
  const vpc = [{ type: 'vpc' as const, value: 'default' }]
  const rules = [
    rule('allow-ssh', {
      priority: 65534,
      targets: vpc,
      filters: { protocols: [{ type: 'tcp' }], ports: ['22'] },
    }),
    rule('allow-icmp', {
      priority: 65534,
      targets: vpc,
      filters: { protocols: [{ type: 'icmp', value: null }] },
    }),
    rule('allow-internal', {
      priority: 65534,
      targets: vpc,
      filters: { hosts: [{ type: 'vpc', value: 'default' }] },
    }),
    rule('allow-https', {
      priority: 100,
      targets: vpc,
      filters: { protocols: [{ type: 'tcp' }], ports: ['443'] },
    }),
    rule('deny-telnet', {
      priority: 10,
      action: 'deny',
      targets: vpc,
      filters: { protocols: [{ type: 'tcp' }], ports: ['23'] },
    }),
    rule('off', { status: 'disabled', targets: vpc }),
    rule('out', { direction: 'outbound', targets: vpc }),
  ]
  expect(inboundSummary(rulesForInstance(rules, web))).toEqual({
    allowed: ['HTTPS (443) from anywhere', 'ICMP from anywhere', 'all traffic from VPC default'],
    // allow-ssh and deny-telnet: the disabled and the outbound rule are not counted
    more: 2,
  })
  expect(inboundSummary([])).toEqual({ allowed: [], more: 0 })
})

test('a kind of target this console does not know reaches nothing, and the rest still match', () => {
  const future = rule('future', {
    targets: [
      fromNewerRack<VpcFirewallRule['targets'][number]>({ type: 'future_vpc', value: 'default' }),
      { type: 'vpc', value: 'default' },
    ],
  })
  expect(texts(future)).toEqual(['VPC default'])
})
