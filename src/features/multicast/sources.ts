/**
 * A group's sources: 'Any' when no member filters them; else the addresses, with 'any' added when
 * some members take traffic from any source beside those that filter.
 */
export function sourcesText(sourceIps: readonly string[], anySource = false): string {
  if (sourceIps.length === 0) return 'Any'
  return anySource ? `${sourceIps.join(', ')}; any for some members` : sourceIps.join(', ')
}
