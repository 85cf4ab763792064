import { inRange, ipValue, sameIp } from './ipMath'

test('addresses compare as numbers in their own family', () => {
  expect(ipValue('10.0.0.1')).toEqual({ family: 'v4', value: 167772161n })
  expect(ipValue('::1')).toEqual({ family: 'v6', value: 1n })
  expect(ipValue('fd00:99::ff')?.value).toBe((0xfd00n << 112n) + (0x99n << 96n) + 0xffn)
  expect(ipValue('::ffff:1.2.3.4')?.value).toBe((0xffffn << 32n) + 0x01020304n)
  expect(ipValue('nope')).toBeUndefined()
  expect(inRange('172.20.15.11', '172.20.15.8', '172.20.15.31')).toBe(true)
  expect(inRange('172.20.15.32', '172.20.15.8', '172.20.15.31')).toBe(false)
  expect(inRange('fd00:99::10', 'fd00:99::1', 'fd00:99::ff')).toBe(true)
  expect(inRange('fd00:99::10', '10.0.0.0', '10.255.255.255')).toBe(false)
  expect(sameIp('fd00:0:0::1', 'fd00::1')).toBe(true)
})
