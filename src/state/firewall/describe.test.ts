import { filterTexts, hostText, protocolText } from './describe'

/** A value a newer rack may send: outside the contract's types, so it is built untyped. */
const fromNewerRack = <T>(value: unknown) => value as T

test('hosts name their kind and value', () => {
  expect(hostText({ type: 'vpc', value: 'default' })).toBe('VPC default')
  expect(hostText({ type: 'ip_net', value: '10.0.0.0/8' })).toBe('IP network 10.0.0.0/8')
})

test('ICMP says its type and code when it has them', () => {
  expect(protocolText({ type: 'icmp', value: null })).toBe('ICMP')
  expect(protocolText({ type: 'icmp', value: { icmpType: 8 } })).toBe('ICMP type 8')
  expect(protocolText({ type: 'icmp', value: { icmpType: 3, code: '0-15' } })).toBe(
    'ICMP type 3 code 0-15',
  )
})

test('filters read as chips: hosts, then protocols with their ports', () => {
  expect(
    filterTexts({
      hosts: [{ type: 'subnet', value: 'default' }],
      protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 8 } }],
      ports: ['80', '443'],
    }),
  ).toEqual(['Subnet default', 'TCP 80, 443', 'ICMP type 8'])
  expect(filterTexts({ ports: ['22'] })).toEqual(['Ports 22'])
  expect(filterTexts({ protocols: [{ type: 'udp' }] })).toEqual(['UDP'])
  expect(filterTexts({ hosts: null, protocols: null, ports: null })).toEqual(['Any'])
})

test('a kind or protocol a newer rack sends shows as sent, never as undefined', () => {
  const host = fromNewerRack<Parameters<typeof hostText>[0]>({ type: 'service', value: 'dns' })
  expect(hostText(host)).toBe('service dns')
  const bare = fromNewerRack<Parameters<typeof hostText>[0]>({ type: 'anywhere' })
  expect(hostText(bare)).toBe('anywhere')
  const sctp = fromNewerRack<Parameters<typeof protocolText>[0]>({ type: 'sctp' })
  expect(protocolText(sctp)).toBe('sctp')
  expect(filterTexts({ protocols: [sctp], ports: ['80'] })).toEqual(['sctp 80'])
})
