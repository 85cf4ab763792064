import * as yup from 'yup'
import type { LoopbackAddressCreate, SwitchSlot } from '~/api/generated/types'
import { parseIp } from '~/util/ip'
import { ipAddressSchema, requiredMessage } from '~/util/validation'
import { NUMBER_MESSAGES, wholeIn } from '../numbers'

export type LoopbackFormValues = {
  rackId: string
  switchSlot: SwitchSlot
  addressLot: string
  address: string
  mask: string
  anycast: boolean
}

export const blankLoopback = (rackId = ''): LoopbackFormValues => ({
  rackId,
  switchSlot: 'switch0',
  addressLot: '',
  address: '',
  mask: '',
  anycast: false,
})

/** The longest prefix for the address's version (32 or 128); IPv4's until the address parses. */
const maxMask = (address: string) => (parseIp(address.trim()).type === 'v6' ? 128 : 32)

export const loopbackSchema = yup.object({
  rackId: yup.string().required(requiredMessage('Rack')),
  switchSlot: yup
    .mixed<SwitchSlot>()
    .oneOf(['switch0', 'switch1'])
    .required(requiredMessage('Switch')),
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
  switchSlot: v.switchSlot,
  addressLot: v.addressLot,
  address: v.address.trim(),
  mask: Number(v.mask.trim()),
  anycast: v.anycast,
})
