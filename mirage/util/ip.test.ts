import {
  addressInRange,
  formatIp,
  ipFamily,
  overlaps,
  parseIp,
  parseNet,
  rangeSize,
  sameIp,
  toRange,
} from './ip'

// The mock's one address arithmetic, used by pools, subnets, address lots and BGP.

test('addresses parse to numbers in their own family and print canonically', () => {
  expect(parseIp('10.0.0.1')).toEqual({ family: 4, value: 167772161n })
  expect(parseIp('::1')).toEqual({ family: 6, value: 1n })
  expect(parseIp('fd00:99::ff')?.value).toBe((0xfd00n << 112n) + (0x99n << 96n) + 0xffn)
  expect(parseIp('::ffff:1.2.3.4')?.value).toBe((0xffffn << 32n) + 0x01020304n)
  expect(parseIp('nope')).toBeNull()
  expect(parseIp('10.0.0.01')).toBeNull()
  expect(formatIp({ family: 6, value: (0xfd00n << 112n) + 1n })).toBe('fd00::1')
  expect(sameIp('fd00:0:0::1', 'fd00::1')).toBe(true)
})

test('ranges compare within one family', () => {
  expect(addressInRange('172.20.15.11', '172.20.15.8', '172.20.15.31')).toBe(true)
  expect(addressInRange('172.20.15.32', '172.20.15.8', '172.20.15.31')).toBe(false)
  expect(addressInRange('fd00:99::10', 'fd00:99::1', 'fd00:99::ff')).toBe(true)
  expect(addressInRange('fd00:99::10', '10.0.0.0', '10.255.255.255')).toBe(false)
  expect(rangeSize(toRange({ first: '::', last: '::ffff:ffff:ffff:ffff' })!)).toBe(2n ** 64n)
})

test('CIDR blocks: bounds with host bits ignored, widths per family, overlap', () => {
  const net = parseNet('172.30.1.7/22')!
  expect([
    formatIp({ family: 4, value: net.first }),
    formatIp({ family: 4, value: net.last }),
  ]).toEqual(['172.30.0.0', '172.30.3.255'])
  expect(parseNet('10.0.0.0/33')).toBeNull()
  expect(parseNet('fd00::/64')?.width).toBe(64)
  expect(overlaps(parseNet('10.0.0.0/8')!, parseNet('10.1.0.0/16')!)).toBe(true)
  expect(overlaps(parseNet('10.0.0.0/16')!, parseNet('10.1.0.0/16')!)).toBe(false)
  expect([ipFamily('10.0.0.0/8'), ipFamily('::1'), ipFamily('x')]).toEqual([4, 6, null])
})
