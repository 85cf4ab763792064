import * as yup from 'yup'
import { parseIpNet } from '~/util/ip'
import { requiredMessage } from '~/util/validation'

// CIDR fields of one IP version: the spec §5 messages first, then the version the field wants.

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
      return net.type === version
        ? true
        : this.createError({ message: NOT_VERSION_MESSAGE[version] })
    })
