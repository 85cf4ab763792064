import Typography from '@mui/material/Typography'
import { useCallback, type ReactNode } from 'react'
import {
  addToast,
  confirmAction,
  ListPage,
  type DataTableColumn,
  type ListQueryEndpoint,
  type RowAction,
} from '~/components'

// The parts a pool hands out from (an IP pool's ranges, a subnet pool's members) are listed,
// added and removed alike; each kind says what a part is and how it is named.

type PageQuery = { limit?: number | null; pageToken?: string | null }
type Pool = { id: string; name: string }

/** How a kind's part is removed and said: module constants, so the row actions stay the same. */
export type PartRemoval<Part, Body> = {
  /** the request body naming the part */
  body: (part: Part) => Body
  /** what the question names: 'the range <strong>…</strong>' */
  what: (part: Part) => ReactNode
  /** what removing it means, after the question */
  after?: string
  /** the API refuses while the part is in use: the toast says so under this title */
  errorTitle: string
  done: (part: Part, pool: Pool) => string
}

type Props<Part extends { id: string }, Body> = {
  pool: Pool
  /** 'Ranges' */
  label: string
  endpoint: ListQueryEndpoint<PageQuery, Part, { pool: string }>
  /** what a part shows before its created time */
  columns: DataTableColumn<Part>[]
  getRowLabel: (part: Part) => string
  create: { label: string; to: string }
  empty: { title: string; body: string }
  /** the kind's remove mutation */
  remove: (arg: { path: { pool: string }; body: Body }) => { unwrap: () => Promise<unknown> }
  removal: PartRemoval<Part, Body>
}

/** A pool's parts (what each is, created); removing one is confirmed. */
export function PoolPartsTab<Part extends { id: string }, Body>(props: Props<Part, Body>) {
  const { pool, remove, removal } = props
  const rowActions = useCallback(
    (part: Part): RowAction[] => [
      {
        label: 'Remove',
        danger: true,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Confirm remove',
            modalContent: (
              <Typography>
                Are you sure you want to remove {removal.what(part)} from{' '}
                <strong>{pool.name}</strong>?{removal.after && ` ${removal.after}`}
              </Typography>
            ),
            errorTitle: removal.errorTitle,
            actionType: 'danger',
            actionLabel: 'Remove',
            doAction: async () => {
              await remove({ path: { pool: pool.id }, body: removal.body(part) }).unwrap()
              addToast({ content: removal.done(part, pool) })
            },
          }),
      },
    ],
    [remove, removal, pool],
  )
  return (
    <ListPage
      label={props.label}
      endpoint={props.endpoint}
      path={() => ({ pool: pool.id })}
      query={() => ({})}
      // a pool's parts are few: held whole
      whole
      columns={props.columns}
      rowActions={rowActions}
      getRowLabel={props.getRowLabel}
      create={props.create}
      empty={props.empty}
    />
  )
}
