export type RowAction = {
  label: string
  onActivate: () => void
  /** When set, the action shows disabled with this reason in a tooltip. */
  disabledReason?: string
  /**
   * It changes nothing (it shows or goes somewhere): open to every role that sees the row, where
   * the list shell disables the other actions for a role that may not change the rows.
   */
  reads?: boolean
  danger?: boolean
}

/** The id a row's 'Copy ID' copies; undefined: the row offers none. */
export type CopyIdOf<Row> = (row: Row) => string | undefined
