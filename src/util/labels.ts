// A rack newer than the console may send a state or kind its tables do not list (issue 43 §1):
// such a value shows as sent, never as 'undefined' or an error page.

/** The label of a value a table knows; the value itself for one it does not. */
export function labelOf<K extends string>(labels: Readonly<Record<K, string>>, value: K): string {
  return Object.hasOwn(labels, value) ? labels[value] : String(value)
}

/** Whether a table lists the value: false for a newer rack's state or kind. */
export const isKnown = <K extends string>(table: Readonly<Record<K, unknown>>, value: K): boolean =>
  Object.hasOwn(table, value)

/** 'VPC default': a kind's label and its value; a variant this console does not know may carry none. */
export const withValue = (label: string, value: unknown) =>
  value === undefined || value === null ? label : `${label} ${String(value)}`
