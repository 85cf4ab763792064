// An alert subscription is an alert class's name or a glob over class names (the contract's
// AlertSubscription): segments separated by dots, where `*` stands for exactly one segment and
// `**` for one or more. The console describes a subscription with it and the mock dispatches
// alerts with it, so both read a glob the same way.

/** The contract's AlertSubscription pattern. */
export const ALERT_SUBSCRIPTION_PATTERN = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/

const SEGMENT = '[a-zA-Z0-9_]+'

/** Whether the subscription uses a wildcard rather than naming one class. */
export const isGlob = (subscription: string) => subscription.includes('*')

// a part is taken literally: odd text from a newer rack (or a stand-in API) never makes a bad pattern
const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether an alert class falls under the subscription. */
export function globMatches(subscription: string, alertClass: string): boolean {
  const pattern = subscription
    .split('.')
    .map((part) =>
      part === '**' ? `${SEGMENT}(\\.${SEGMENT})*` : part === '*' ? SEGMENT : literal(part),
    )
    .join('\\.')
  return new RegExp(`^${pattern}$`).test(alertClass)
}
