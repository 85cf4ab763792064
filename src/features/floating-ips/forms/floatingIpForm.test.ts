import { floatingIpCreateSchema, toFloatingIpCreate } from './floatingIpForm'

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
