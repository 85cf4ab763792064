import { parseIp, parseIpNet } from '~/util/ip'
import { hasDuplicates, nameError, requiredMessage, UNIQUE_ITEMS_MESSAGE } from '~/util/validation'

// The rules for one typed value of a route or firewall rule ({ type, value }), by what the value
// is: a name of something in the project, an IP address or an IP network (spec §5 messages).

export type ValueKind = 'name' | 'ip' | 'ip_net' | 'none'

/** What is wrong with a value of this kind, or undefined; `label` names it in the required message. */
export function valueError(kind: ValueKind, value: string, label: string): string | undefined {
  const v = value.trim()
  if (kind === 'none') return undefined
  if (!v) return requiredMessage(label)
  if (kind === 'ip') {
    const ip = parseIp(v)
    return ip.type === 'error' ? ip.message : undefined
  }
  if (kind === 'ip_net') {
    const net = parseIpNet(v)
    return net.type === 'error' ? net.message : undefined
  }
  return nameError(v)
}

/** 'Items must be unique' (spec §5) when `item` is already among `items`. */
export const duplicateError = (items: readonly unknown[], item: unknown) =>
  hasDuplicates([...items, item]) ? UNIQUE_ITEMS_MESSAGE : undefined
