import { destinationText, filterTexts, hostText, protocolText, targetText } from './describe'

test('hosts and targets name their kind and value', () => {
  expect(hostText({ type: 'vpc', value: 'default' })).toBe('VPC default')
  expect(hostText({ type: 'ip_net', value: '10.0.0.0/8' })).toBe('IP network 10.0.0.0/8')
  expect(targetText({ type: 'internet_gateway', value: 'default' })).toBe(
    'Internet gateway default',
  )
  expect(targetText({ type: 'drop' })).toBe('Drop')
  expect(destinationText({ type: 'ip', value: '169.254.169.254' })).toBe('IP 169.254.169.254')
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
  const host = { type: 'service', value: 'dns' } as unknown as Parameters<typeof hostText>[0]
  expect(hostText(host)).toBe('service dns')
  const bare = { type: 'anywhere' } as unknown as Parameters<typeof hostText>[0]
  expect(hostText(bare)).toBe('anywhere')
  const sctp = { type: 'sctp' } as unknown as Parameters<typeof protocolText>[0]
  expect(protocolText(sctp)).toBe('sctp')
  expect(filterTexts({ protocols: [sctp], ports: ['80'] })).toEqual(['sctp 80'])
  const target = { type: 'vpn', value: 'corp' } as unknown as Parameters<typeof targetText>[0]
  expect(targetText(target)).toBe('vpn corp')
  const dest = { type: 'anycast' } as unknown as Parameters<typeof destinationText>[0]
  expect(destinationText(dest)).toBe('anycast')
})
