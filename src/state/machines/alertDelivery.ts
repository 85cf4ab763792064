import type { AlertDelivery, AlertDeliveryState } from '~/api/generated/types'
import { machine } from './machine'
import type { BadgeColor } from './words'

// An alert's delivery to a receiver: pending while the rack is still trying (it retries a failed
// attempt a few times), then delivered or failed for good. The console offers a resend of a
// failed one only: a pending one is still being tried, and a delivered one arrived.

export const alertDeliveryMachine = machine({
  noun: 'delivery',
  badge: {
    pending: 'blue',
    delivered: 'default',
    failed: 'destructive',
  } satisfies Record<AlertDeliveryState, BadgeColor>,
  inProgress: ['pending'],
  actions: {
    resend: { from: ['failed'], outcome: 'can be sent again' },
  },
  steps: {},
})

type HasState = Pick<AlertDelivery, 'state'>

/** Why the delivery cannot be sent again now ('Only a failed delivery can be sent again'). */
export const deliveryResendReason = (delivery: HasState) =>
  alertDeliveryMachine.reason('resend', delivery.state)
