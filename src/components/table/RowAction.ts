export type RowAction = {
  label: string
  onActivate: () => void
  /** When set, the action shows disabled with this reason in a tooltip. */
  disabledReason?: string
  danger?: boolean
}

/** The id a row's 'Copy ID' copies; undefined: the row offers none. */
export type CopyIdOf<Row> = (row: Row) => string | undefined
