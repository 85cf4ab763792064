import type { ApiError } from '~/api/errors'
import { addressFieldErrors, floatingIpCreateSchema, toFloatingIpCreate } from './floatingIpSchema'

const firstError = (schema: { validateSync: (v: unknown) => unknown }, values: object) => {
  try {
    schema.validateSync(values)
    return undefined
  } catch (e) {
    return (e as Error).message
  }
}

test('a floating IP may ask for an address, which must be one (spec §5)', () => {
  const base = { name: 'pub', description: '', pool: 'default', ipVersion: '' as const, ip: '' }
  expect(firstError(floatingIpCreateSchema, base)).toBeUndefined()
  expect(firstError(floatingIpCreateSchema, { ...base, ip: '198.51.100.300' })).toBe(
    'Not a valid IP address',
  )
  expect(toFloatingIpCreate(base)).toEqual({
    name: 'pub',
    description: '',
    addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: 'default' } },
  })
  expect(toFloatingIpCreate({ ...base, pool: '', ip: ' 198.51.100.9 ' })).toEqual({
    name: 'pub',
    description: '',
    addressAllocator: { type: 'explicit', ip: '198.51.100.9' },
  })
  // no pool: the silo's default of the version chosen ('' leaves it to the API)
  expect(toFloatingIpCreate({ ...base, pool: '', ipVersion: 'v6' }).addressAllocator).toEqual({
    type: 'auto',
    poolSelector: { type: 'auto', ipVersion: 'v6' },
  })
  expect(toFloatingIpCreate({ ...base, pool: '' }).addressAllocator).toEqual({
    type: 'auto',
    poolSelector: { type: 'auto', ipVersion: null },
  })
})

test('a refused address is the field’s error; outside every pool, it names the pools', () => {
  const outside: ApiError = {
    type: 'error',
    statusCode: 400,
    errorCode: 'InvalidRequest',
    message: 'Requested external IP address 10.0.0.1 is not in any IP pool of the silo',
  }
  const values = { ip: '10.0.0.1' }
  // a user who may not read the ranges (not a fleet viewer) learns the pools' names
  expect(addressFieldErrors(outside, values, [{ name: 'default' }, { name: 'edge' }])).toEqual([
    {
      path: 'ip',
      message: `${outside.message}. The silo's pools: default; edge`,
    },
  ])
  const v4 = { first: '198.51.100.20', last: '198.51.100.250' }
  expect(addressFieldErrors(outside, values, [{ name: 'default', ranges: [v4] }])).toEqual([
    {
      path: 'ip',
      message: `${outside.message}. The silo's pools: default (198.51.100.20–198.51.100.250)`,
    },
  ])
  // no address asked for, or another problem: the banner's
  expect(addressFieldErrors(outside, { ip: '' })).toEqual([])
  expect(addressFieldErrors({ ...outside, message: 'Quota exceeded' }, values)).toEqual([])
})
