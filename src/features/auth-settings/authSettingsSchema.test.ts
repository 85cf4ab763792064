import {
  authSettingsSchema,
  formatTtl,
  fromAuthSettings,
  toAuthSettings,
  type AuthSettingsValues,
} from './authSettingsSchema'

const errorOf = (values: AuthSettingsValues) =>
  authSettingsSchema.validate(values).then(
    () => undefined,
    (e: Error) => e.message,
  )

test('the lifetime is checked against the contract’s uint32 seconds, in the unit picked', async () => {
  expect(await errorOf({ limit: 'max', ttl: '', ttlUnit: 'hours' })).toBe('Lifetime is required')
  expect(await errorOf({ limit: 'max', ttl: 1.5, ttlUnit: 'hours' })).toBe(
    'Lifetime must be a whole number',
  )
  expect(await errorOf({ limit: 'max', ttl: 0, ttlUnit: 'seconds' })).toBe(
    'Lifetime must be at least 1 second',
  )
  expect(await errorOf({ limit: 'max', ttl: 49_711, ttlUnit: 'days' })).toBe(
    'Lifetime must be at most 49,710 days',
  )
  expect(await errorOf({ limit: 'max', ttl: 4_294_967_295, ttlUnit: 'seconds' })).toBeUndefined()
  expect(await errorOf({ limit: 'none', ttl: '', ttlUnit: 'hours' })).toBeUndefined()
})

test('settings read in the largest whole unit and are sent as seconds, or null for no limit', () => {
  expect(fromAuthSettings({ siloId: 's', deviceTokenMaxTtlSeconds: 28_800 })).toEqual({
    limit: 'max',
    ttl: 8,
    ttlUnit: 'hours',
  })
  expect(fromAuthSettings({ siloId: 's', deviceTokenMaxTtlSeconds: null }).limit).toBe('none')
  expect(toAuthSettings({ limit: 'max', ttl: 30, ttlUnit: 'days' })).toEqual({
    deviceTokenMaxTtlSeconds: 2_592_000,
  })
  expect(toAuthSettings({ limit: 'none', ttl: 8, ttlUnit: 'hours' })).toEqual({
    deviceTokenMaxTtlSeconds: null,
  })
  expect(formatTtl(90)).toBe('90 seconds')
  expect(formatTtl(86_400)).toBe('1 day')
})
