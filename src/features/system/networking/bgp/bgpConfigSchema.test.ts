import { bgpConfigSchema, blankBgpConfig, toBgpConfigCreate } from './bgpConfigSchema'
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
  })
})
