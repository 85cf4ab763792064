import { RANGE_MESSAGES, rangeSchema, type RangeFormValues } from './rangeSchema'

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
