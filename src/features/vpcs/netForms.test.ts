import { subnetCreateSchema, toSubnetCreate, toSubnetUpdate } from './subnets/subnetForm'
import { toVpcCreate, vpcCreateSchema } from './forms/vpcForm'

const firstError = (schema: { validateSync: (v: unknown) => unknown }, values: object) => {
  try {
    schema.validateSync(values)
    return undefined
  } catch (e) {
    return (e as Error).message
  }
}

test('a subnet needs an IPv4 block; an IPv6 block is optional, each of its own version', () => {
  const base = { name: 'web', description: '', ipv4Block: '10.1.0.0/24', ipv6Block: '' }
  expect(firstError(subnetCreateSchema, base)).toBeUndefined()
  expect(firstError(subnetCreateSchema, { ...base, ipv4Block: '' })).toBe('IPv4 block is required')
  expect(firstError(subnetCreateSchema, { ...base, ipv4Block: '10.1.0.0' })).toBe(
    'Must contain an IP address and a width, separated by a /',
  )
  expect(firstError(subnetCreateSchema, { ...base, ipv4Block: 'fd00::/64' })).toBe(
    'Must be an IPv4 network',
  )
  expect(firstError(subnetCreateSchema, { ...base, ipv6Block: 'fd00::/130' })).toBe(
    'Max width for IPv6 is 128',
  )
  expect(firstError(subnetCreateSchema, { ...base, ipv6Block: '10.0.0.0/8' })).toBe(
    'Must be an IPv6 network',
  )
})

test('a subnet block with host bits set is refused, naming the network it falls in', () => {
  const base = { name: 'web', description: '', ipv4Block: '172.30.8.5/24', ipv6Block: '' }
  expect(firstError(subnetCreateSchema, base)).toBe(
    '172.30.8.5/24 is not a network address. Did you mean 172.30.8.0/24?',
  )
  expect(
    firstError(subnetCreateSchema, {
      ...base,
      ipv4Block: '10.0.0.0/8',
      ipv6Block: 'fd12:3456:789a:1::1/64',
    }),
  ).toBe('fd12:3456:789a:1::1/64 is not a network address. Did you mean fd12:3456:789a:1::/64?')
})

test('subnet bodies leave out what was not given; an update lets go of a cleared router', () => {
  const values = { ...{ name: 'web', description: '' }, ipv4Block: ' 10.1.0.0/24 ', ipv6Block: '' }
  expect(toSubnetCreate({ ...values, customRouter: '' })).toEqual({
    name: 'web',
    description: '',
    ipv4Block: '10.1.0.0/24',
  })
  expect(toSubnetCreate({ ...values, customRouter: 'edge' }).customRouter).toBe('edge')
  expect(toSubnetUpdate({ name: 'web', description: '', customRouter: '' })).toEqual({
    name: 'web',
    description: '',
    customRouter: null,
  })
})

test('a VPC checks its DNS name and optional IPv6 prefix', () => {
  const base = { name: 'lab', description: '', dnsName: 'lab', ipv6Prefix: '' }
  expect(firstError(vpcCreateSchema, base)).toBeUndefined()
  expect(firstError(vpcCreateSchema, { ...base, dnsName: '' })).toBe('DNS name is required')
  expect(firstError(vpcCreateSchema, { ...base, ipv6Prefix: 'fd00::' })).toBe(
    'Must contain an IP address and a width, separated by a /',
  )
  expect(firstError(vpcCreateSchema, { ...base, ipv6Prefix: '10.0.0.0/8' })).toBe(
    'Must be an IPv6 network',
  )
  expect(toVpcCreate(base)).toEqual({ name: 'lab', description: '', dnsName: 'lab' })
  expect(toVpcCreate({ ...base, ipv6Prefix: ' fd12:3456:789a::/48' }).ipv6Prefix).toBe(
    'fd12:3456:789a::/48',
  )
})
