export type RowAction = {
  label: string
  onActivate: () => void
  /** When set, the action shows disabled with this reason in a tooltip. */
  disabledReason?: string
  danger?: boolean
}
