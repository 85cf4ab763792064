import * as yup from 'yup'
import { networkOf, parseIpNet } from '~/util/ip'
import { requiredMessage } from '~/util/validation'

// CIDR fields of one IP version: the spec §5 messages first, then the version the field wants,
// then that it names a network: a block with host bits set ('172.30.8.5/24') is most likely a
// slip, and the network it falls in is offered instead of being sent (or listed) as typed.

/** 'Did you mean …?' for a block with host bits set; `networkSuggestion` reads the network back. */
export const hostBitsMessage = (typed: string, network: string) =>
  `${typed} is not a network address. Did you mean ${network}?`

/** The network a block with host bits set stands for, or undefined (fine, or no block at all). */
export function networkSuggestion(value: string): string | undefined {
  const net = parseIpNet(value.trim())
  return net.type === 'error' ? undefined : networkOf(net)
}

type Version = 'v4' | 'v6'

const NOT_VERSION_MESSAGE: Record<Version, string> = {
  v4: 'Must be an IPv4 network',
  v6: 'Must be an IPv6 network',
}

/** An IPv4 or IPv6 network in CIDR form; optional ones may be left empty. */
export const versionNetSchema = (label: string, version: Version, required: boolean) =>
  yup
    .string()
    .trim()
    .test('ip-net', function (value) {
      if (!value) return required ? this.createError({ message: requiredMessage(label) }) : true
      const net = parseIpNet(value)
      if (net.type === 'error') return this.createError({ message: net.message })
      if (net.type !== version) return this.createError({ message: NOT_VERSION_MESSAGE[version] })
      const network = networkOf(net)
      return network ? this.createError({ message: hostBitsMessage(value, network) }) : true
    })
