import * as yup from 'yup'
import type { BgpConfig, BgpConfigCreate, BgpConfigUpdate } from '~/api/generated/types'
import { descriptionSchema, nameError, nameSchema, requiredMessage } from '~/util/validation'
import { isAsn, isMaxPaths, NUMBER_MESSAGES } from '../numbers'

export type BgpConfigFormValues = {
  name: string
  description: string
  asn: string
  vrf: string
  announceSet: string
  maxPaths: string
}

/** The API's default: one best path, no multipath. */
const MAX_PATHS_DEFAULT = '1'

export const blankBgpConfig: BgpConfigFormValues = {
  name: '',
  description: '',
  asn: '',
  vrf: '',
  announceSet: '',
  maxPaths: MAX_PATHS_DEFAULT,
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
  maxPaths: yup
    .string()
    .trim()
    .required(requiredMessage('Maximum paths'))
    .test('max-paths', NUMBER_MESSAGES.maxPaths, (v) => !v || isMaxPaths(v)),
})

/**
 * The edit's rules are the create's; only the announce set may stay unchosen: the API does not
 * say which set a configuration uses, so none chosen leaves it as it is.
 */
export const bgpConfigEditSchema = bgpConfigSchema.shape({ announceSet: yup.string() })

export const toBgpConfigCreate = (v: BgpConfigFormValues): BgpConfigCreate => ({
  name: v.name,
  description: v.description,
  asn: Number(v.asn.trim()),
  vrf: v.vrf.trim() || null,
  bgpAnnounceSetId: v.announceSet,
  maxPaths: Number(v.maxPaths.trim()),
})

/** An existing configuration as the edit form's values; its ASN and VRF are fixed. */
export const bgpConfigValues = (config: BgpConfig, announceSet: string): BgpConfigFormValues => ({
  name: config.name,
  description: config.description,
  asn: String(config.asn),
  vrf: config.vrf ?? '',
  announceSet,
  maxPaths: String(config.maxPaths),
})

/** Only what changed is sent: the API leaves out what the body does not name. */
export const toBgpConfigUpdate = (
  was: BgpConfigFormValues,
  v: BgpConfigFormValues,
): BgpConfigUpdate => ({
  ...(v.name !== was.name ? { name: v.name } : {}),
  ...(v.description !== was.description ? { description: v.description } : {}),
  ...(v.announceSet !== was.announceSet ? { bgpAnnounceSetId: v.announceSet } : {}),
  ...(v.maxPaths.trim() !== was.maxPaths ? { maxPaths: Number(v.maxPaths.trim()) } : {}),
})
