import { ipToBigInt, isIpv4, isIpv6, parseIp, parseIpNet } from './ip'

const INVALID = { type: 'error', message: 'Not a valid IP address' }

describe('parseIp (spec §5)', () => {
  it.each(['0.0.0.0', '1.2.3.4', '10.0.0.1', '192.168.1.255', '255.255.255.255'])(
    'accepts IPv4 %s',
    (s) => {
      expect(parseIp(s)).toEqual({ type: 'v4', address: s })
    },
  )

  it.each([
    '::',
    '::1',
    '1::',
    'fd00::1',
    'FD00::ABCD',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6::8',
    '1::2:3:4:5:6:7',
    '2001:db8:0:0:0:0:2:1',
    'fe80::1:2',
    '::ffff:1.2.3.4',
    '64:ff9b::192.0.2.33',
    '1:2:3:4:5:6:1.2.3.4',
  ])('accepts IPv6 %s', (s) => {
    expect(parseIp(s)).toEqual({ type: 'v6', address: s })
  })

  it.each([
    '',
    ' ',
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '1.2.3.-4',
    '1.2.3.4 ',
    ' 1.2.3.4',
    '01.2.3.4', // leading zero: ambiguous, and the API rejects it
    '1.2.3.0x4',
    '1..2.3',
    'a.b.c.d',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7::8', // '::' must stand for at least one group
    '1::2::3',
    ':::',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    '12345::',
    'g::1',
    '::ffff:256.1.1.1',
    '::1.2.3.4:ffff', // embedded IPv4 only at the end
    '1:2:3:4:5:6:7:1.2.3.4', // 7 groups + 32 bits is too many
    'fe80::1%eth0',
    'localhost',
  ])('rejects %p', (s) => {
    expect(parseIp(s)).toEqual(INVALID)
  })

  it('exposes the version checks', () => {
    expect(isIpv4('1.2.3.4')).toBe(true)
    expect(isIpv4('::')).toBe(false)
    expect(isIpv6('::')).toBe(true)
    expect(isIpv6('1.2.3.4')).toBe(false)
  })
})

describe('parseIpNet (spec §5)', () => {
  it.each<[string, 'v4' | 'v6', string, number]>([
    ['10.0.0.0/8', 'v4', '10.0.0.0', 8],
    ['192.168.1.0/24', 'v4', '192.168.1.0', 24],
    ['0.0.0.0/0', 'v4', '0.0.0.0', 0],
    ['1.2.3.4/32', 'v4', '1.2.3.4', 32],
    ['fd12:3456::/64', 'v6', 'fd12:3456::', 64],
    ['::/0', 'v6', '::', 0],
    ['::1/128', 'v6', '::1', 128],
  ])('parses %s', (s, type, address, width) => {
    expect(parseIpNet(s)).toEqual({ type, address, width })
  })

  const error = (message: string) => ({ type: 'error', message })

  it.each(['10.0.0.0', '', '/24', '10.0.0.0/', '10.0.0.0/24/8', '::'])(
    'needs an address and a width: %p',
    (s) => {
      expect(parseIpNet(s)).toEqual(
        error('Must contain an IP address and a width, separated by a /'),
      )
    },
  )

  it.each(['a/b', '256.0.0.0/8', '1.2.3/24', 'fe80::1%eth0/64'])('checks the address: %p', (s) => {
    expect(parseIpNet(s)).toEqual(error('Not a valid IP address'))
  })

  it.each(['10.0.0.0/1.5', '10.0.0.0/b', '10.0.0.0/-1', '10.0.0.0/ 8', '10.0.0.0/024', '::/1e2'])(
    'needs an integer width: %p',
    (s) => {
      expect(parseIpNet(s)).toEqual(error('Width must be an integer'))
    },
  )

  it('caps IPv4 widths at 32', () => {
    expect(parseIpNet('10.0.0.0/32')).toMatchObject({ type: 'v4', width: 32 })
    expect(parseIpNet('10.0.0.0/33')).toEqual(error('Max width for IPv4 is 32'))
  })

  it('caps IPv6 widths at 128', () => {
    expect(parseIpNet('fd00::/128')).toMatchObject({ type: 'v6', width: 128 })
    expect(parseIpNet('fd00::/129')).toEqual(error('Max width for IPv6 is 128'))
    // 33 is fine for IPv6
    expect(parseIpNet('fd00::/33')).toMatchObject({ type: 'v6', width: 33 })
  })
})

describe('ipToBigInt', () => {
  const value = (s: string) => {
    const ip = parseIp(s)
    if (ip.type === 'error') throw new Error(s)
    return ipToBigInt(ip)
  }
  it.each([
    ['0.0.0.0', 0n],
    ['10.0.0.1', 0x0a000001n],
    ['255.255.255.255', 0xffffffffn],
    ['::', 0n],
    ['::1', 1n],
    ['2001:db8::', 0x20010db8n << 96n],
    ['2001:db8:100:0:ffff:ffff:ffff:ffff', (0x20010db80100n << 80n) | (2n ** 64n - 1n)],
    ['::ffff:192.0.2.1', (0xffffn << 32n) | 0xc0000201n],
    ['fe80::1:2', (0xfe80n << 112n) | (1n << 16n) | 2n],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 2n ** 128n - 1n],
  ])('%s → %s', (s, n) => expect(value(s)).toBe(n))

  it('orders addresses as the API does', () => {
    expect(value('10.0.0.9') < value('10.0.0.10')).toBe(true)
    expect(value('2001:db8::ff') < value('2001:db8::1:0')).toBe(true)
  })
})
