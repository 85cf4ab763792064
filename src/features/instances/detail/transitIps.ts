import { parseIpNet } from '~/util/ip'
import { hasDuplicates, UNIQUE_ITEMS_MESSAGE } from '~/util/validation'

// A network interface's transit IPs: the other networks it may send and receive on (a router or
// VPN instance). Each is an IP network (spec §5 messages); the list holds each once.

/** What is wrong with a transit network about to join `items`, or undefined. */
export function transitDraftError(draft: string, items: readonly string[]): string | undefined {
  const net = parseIpNet(draft.trim())
  if (net.type === 'error') return net.message
  return hasDuplicates([...items, draft.trim()]) ? UNIQUE_ITEMS_MESSAGE : undefined
}

/** The list as sent: a valid draft left in the field is saved with the rest. */
export const withDraft = (items: readonly string[], draft: string): string[] =>
  draft.trim() ? [...items, draft.trim()] : [...items]
