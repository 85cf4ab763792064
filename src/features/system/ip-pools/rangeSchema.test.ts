import { RANGE_MESSAGES, rangeSchemaFor, type RangeFormValues } from './rangeSchema'

// the checks of any range, whatever pool it goes to
const rangeSchema = rangeSchemaFor()

/** The messages the schema gives, by field; {} when the values pass. */
async function errors(values: RangeFormValues): Promise<Record<string, string>> {
  try {
    await rangeSchema.validate(values, { abortEarly: false })
    return {}
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner
    return Object.fromEntries(inner.map((i) => [i.path, i.message]))
  }
}

test('each end must be an address (spec §5)', async () => {
  expect(await errors({ first: '', last: '' })).toEqual({
    first: 'First is required',
    last: 'Last is required',
  })
  expect(await errors({ first: '10.0.0.256', last: 'fe80::1::2' })).toEqual({
    first: 'Not a valid IP address',
    last: 'Not a valid IP address',
  })
  // a CIDR is not an address
  expect(await errors({ first: '10.0.0.0/24', last: '10.0.0.9' })).toEqual({
    first: 'Not a valid IP address',
  })
})

test('both ends of one IP version, first not after last', async () => {
  expect(await errors({ first: '10.0.0.1', last: '2001:db8::1' })).toEqual({
    last: RANGE_MESSAGES.mixedVersions,
  })
  expect(await errors({ first: '10.0.0.10', last: '10.0.0.9' })).toEqual({
    last: RANGE_MESSAGES.reversed,
  })
  // compared as numbers, not as text
  expect(await errors({ first: '10.0.0.9', last: '10.0.0.10' })).toEqual({})
  expect(await errors({ first: '2001:db8::ffff', last: '2001:db8::1:0' })).toEqual({})
  expect(await errors({ first: '2001:db8::1:0', last: '2001:db8::ffff' })).toEqual({
    last: RANGE_MESSAGES.reversed,
  })
  // one address is a range; surrounding spaces are ignored
  expect(await errors({ first: ' 192.0.2.1', last: '192.0.2.1 ' })).toEqual({})
})

test("each end must be of the pool's IP version, said at that end", async () => {
  const errorsIn = async (version: 'v4' | 'v6', values: RangeFormValues) => {
    try {
      await rangeSchemaFor(version).validate(values, { abortEarly: false })
      return {}
    } catch (e) {
      const inner = (e as { inner: { path: string; message: string }[] }).inner
      return Object.fromEntries(inner.map((i) => [i.path, i.message]))
    }
  }
  expect(await errorsIn('v4', { first: '2001:db8::1', last: '2001:db8::9' })).toEqual({
    first: RANGE_MESSAGES.v6InV4Pool,
    last: RANGE_MESSAGES.v6InV4Pool,
  })
  expect(await errorsIn('v6', { first: '2001:db8::1', last: '10.0.0.1' })).toEqual({
    last: RANGE_MESSAGES.v4InV6Pool,
  })
  expect(await errorsIn('v6', { first: '2001:db8::1', last: '2001:db8::9' })).toEqual({})
  // an address that does not parse says only that
  expect(await errorsIn('v4', { first: 'nope', last: '10.0.0.1' })).toEqual({
    first: 'Not a valid IP address',
  })
})
