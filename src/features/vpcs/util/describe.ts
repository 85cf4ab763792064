import type { RouteDestination, RouteTarget } from '~/api/generated/types'
import { labelOf, withValue } from '~/util/labels'

// Readable words for a route's tagged values ({ type, value }): the routes table and the route
// form say them the same way.

const DESTINATION_LABELS: Record<RouteDestination['type'], string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
}

/** A destination's kind and value, apart (a table shows them on two lines). */
export const destinationParts = (d: RouteDestination) => ({
  kind: labelOf(DESTINATION_LABELS, d.type),
  value: d.value,
})

export const destinationText = (d: RouteDestination) =>
  withValue(labelOf(DESTINATION_LABELS, d.type), d.value)

const TARGET_LABELS: Record<RouteTarget['type'], string> = {
  ip: 'IP',
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
}

export const targetParts = (t: RouteTarget) => ({
  kind: labelOf(TARGET_LABELS, t.type),
  value: t.type === 'drop' ? undefined : t.value,
})

export const targetText = (t: RouteTarget) =>
  t.type === 'drop' ? TARGET_LABELS.drop : withValue(labelOf(TARGET_LABELS, t.type), t.value)
