import { useMemo, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import type { EntityKind } from '~/state/entities'
import { bulkDelete, type BulkAction } from '../bulk/bulk'
import { createdColumn, descriptionColumn, nameLinkColumn } from '../table/columns'
import type { DataTableColumn } from '../table/column'
import { deleteAction } from '../table/deleteAction'
import type { RowAction } from '../table/RowAction'
import { ListPage } from './ListPage'
import type { ListDef } from './useListPage'

type Named = { id: string; name: string; description: string; timeCreated: Date }
type PageQuery = { limit?: number | null; pageToken?: string | null }

/** A selected row the user's role may not delete, in the bulk bar ('2 are not yours to delete'). */
const NOT_YOURS = 'not yours to delete'

export type ResourceListPageProps<Q extends PageQuery, Row extends Named, K extends EntityKind> = {
  title: string
  icon: ReactNode
  label: string
  /** plural and singular in running text, when `label` in lower case is not it ('SSH keys') */
  noun?: string
  one?: string
  /** the route's list (`defineList`), held whole and sorted by name */
  list: ListDef<Q, Row>
  kind: K
  /** where a row's name links to */
  to: (row: Row) => string
  /** the row's first action: where it is viewed or edited */
  open: { label: string; to: (row: Row) => string }
  /** more of a row's actions, between Open and Delete (a project's Activity) */
  more?: (row: Row) => RowAction[]
  /**
   * Delete, for a row and for the selected rows; `disabledReason`: why the user's role does not
   * let them delete this row (the row's own role, where rows differ)
   */
  remove: {
    noun: string
    send: (row: Row) => Promise<unknown>
    disabledReason?: (row: Row) => string | undefined
  }
  create: { label: string; to: string }
  empty: { title: string; body: string }
  /** the list's own columns, between the description and the creation time */
  columns?: DataTableColumn<Row>[]
  /** rows grow to their content (a column that wraps) */
  rowHeight?: 'auto'
  children?: ReactNode
}

/**
 * A silo-level list of named resources held whole (projects, SSH keys): name, description and
 * creation; Open and Delete per row, Delete on the selected rows; filtered and sorted by name in
 * the browser. A list like these is this configuration, not a copy of a page.
 */
export function ResourceListPage<Q extends PageQuery, Row extends Named, K extends EntityKind>({
  to,
  open,
  more,
  remove,
  columns: own,
  ...props
}: ResourceListPageProps<Q, Row, K>) {
  const navigate = useNavigate()
  const columns: DataTableColumn<Row>[] = useMemo(
    () => [nameLinkColumn(to), descriptionColumn(), ...(own ?? []), createdColumn()],
    [to, own],
  )
  const rowActions = (row: Row): RowAction[] => [
    { label: open.label, onActivate: () => void navigate(open.to(row)) },
    ...(more?.(row) ?? []),
    deleteAction({
      noun: remove.noun,
      name: row.name,
      doDelete: () => remove.send(row),
      disabledReason: remove.disabledReason?.(row),
    }),
  ]
  const { send, disabledReason } = remove
  const bulkActions: BulkAction<Row>[] = useMemo(
    () => [
      bulkDelete(
        send,
        disabledReason && ((row: Row) => (disabledReason(row) ? NOT_YOURS : undefined)),
      ),
    ],
    [send, disabledReason],
  )
  return <ListPage {...props} columns={columns} rowActions={rowActions} bulkActions={bulkActions} />
}
