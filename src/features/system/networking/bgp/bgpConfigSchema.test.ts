import {
  bgpConfigSchema,
  blankBgpConfig,
  toBgpConfigCreate,
  toBgpConfigUpdate,
} from './bgpConfigSchema'
import { NUMBER_MESSAGES } from '../numbers'

const valid = {
  ...blankBgpConfig,
  name: 'edge',
  asn: '4294967295',
  announceSet: 'as65000-announce',
}

test('an ASN is a u32: 0 to 4294967295, whole, nothing else', async () => {
  await expect(bgpConfigSchema.validate(valid)).resolves.toBeTruthy()
  for (const asn of ['4294967296', '-1', '65000.5', '0x10', '065000']) {
    await expect(bgpConfigSchema.validate({ ...valid, asn })).rejects.toThrow(NUMBER_MESSAGES.asn)
  }
})

test('an empty VRF is sent as none; the announce set by name', () => {
  expect(toBgpConfigCreate({ ...valid, vrf: ' ' })).toEqual({
    name: 'edge',
    description: '',
    asn: 4294967295,
    vrf: null,
    bgpAnnounceSetId: 'as65000-announce',
    maxPaths: 1,
  })
})

test('maximum paths: the API default of 1, from 1 to 32', async () => {
  expect(blankBgpConfig.maxPaths).toBe('1')
  await expect(bgpConfigSchema.validate({ ...valid, maxPaths: '32' })).resolves.toBeTruthy()
  for (const maxPaths of ['0', '33', '2.5', '']) {
    await expect(bgpConfigSchema.validate({ ...valid, maxPaths })).rejects.toThrow(
      maxPaths ? NUMBER_MESSAGES.maxPaths : 'Maximum paths is required',
    )
  }
  expect(toBgpConfigCreate({ ...valid, maxPaths: ' 4 ' }).maxPaths).toBe(4)
})

test('an edit sends only what changed', () => {
  const was = { ...valid, description: 'old', maxPaths: '1' }
  expect(toBgpConfigUpdate(was, { ...was, description: 'new', maxPaths: '2' })).toEqual({
    description: 'new',
    maxPaths: 2,
  })
  expect(toBgpConfigUpdate(was, was)).toEqual({})
})
