import * as yup from 'yup'
import type { LoopbackAddressCreate } from '~/api/generated/types'
import { parseIp } from '~/util/ip'
import { ipAddressSchema, requiredMessage } from '~/util/validation'
import { NUMBER_MESSAGES, wholeIn } from '../numbers'

export type LoopbackFormValues = {
  rackId: string
  switchLocation: string
  addressLot: string
  address: string
  mask: string
  anycast: boolean
}

export const blankLoopback = (rackId = ''): LoopbackFormValues => ({
  rackId,
  switchLocation: 'switch0',
  addressLot: '',
  address: '',
  mask: '',
  anycast: false,
})

/** The longest prefix for the address's version (32 or 128); IPv4's until the address parses. */
const maxMask = (address: string) => (parseIp(address.trim()).type === 'v6' ? 128 : 32)

export const loopbackSchema = yup.object({
  rackId: yup.string().required(requiredMessage('Rack')),
  switchLocation: yup.string().required(requiredMessage('Switch')),
  addressLot: yup.string().required(requiredMessage('Address lot')),
  address: ipAddressSchema('Address'),
  mask: yup
    .string()
    .trim()
    .required(requiredMessage('Prefix length'))
    .test('mask', function (value) {
      const max = maxMask((this.parent as LoopbackFormValues).address)
      return !value || wholeIn(value, 0, max) !== undefined
        ? true
        : this.createError({ message: NUMBER_MESSAGES.mask(max) })
    }),
  anycast: yup.boolean(),
})

export const toLoopbackCreate = (v: LoopbackFormValues): LoopbackAddressCreate => ({
  rackId: v.rackId,
  switchLocation: v.switchLocation,
  addressLot: v.addressLot,
  address: v.address.trim(),
  mask: Number(v.mask.trim()),
  anycast: v.anycast,
})
