import * as yup from 'yup'
import type { BgpConfigCreate } from '~/api/generated/types'
import { descriptionSchema, nameError, nameSchema, requiredMessage } from '~/util/validation'
import { isAsn, NUMBER_MESSAGES } from '../numbers'

export type BgpConfigFormValues = {
  name: string
  description: string
  asn: string
  vrf: string
  announceSet: string
}

export const blankBgpConfig: BgpConfigFormValues = {
  name: '',
  description: '',
  asn: '',
  vrf: '',
  announceSet: '',
}

/** Name, ASN (a u32), an optional VRF (a name), the announce set whose networks it originates. */
export const bgpConfigSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  asn: yup
    .string()
    .trim()
    .required(requiredMessage('ASN'))
    .test('asn', NUMBER_MESSAGES.asn, (v) => !v || isAsn(v)),
  vrf: yup.string().test('vrf', function (value) {
    const v = (value ?? '').trim()
    const error = v ? nameError(v) : undefined
    return error ? this.createError({ message: error }) : true
  }),
  announceSet: yup.string().required(requiredMessage('Announce set')),
})

export const toBgpConfigCreate = (v: BgpConfigFormValues): BgpConfigCreate => ({
  name: v.name,
  description: v.description,
  asn: Number(v.asn.trim()),
  vrf: v.vrf.trim() || null,
  bgpAnnounceSetId: v.announceSet,
})
