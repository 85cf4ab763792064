import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useParams, type Params } from 'react-router-dom'
import { messageOf } from '~/api/errors'
import type { EntityKind } from '~/state/entities'
import { EmptyState } from '../EmptyState'
import { GatedButton } from '../GatedButton'
import { PageHeader } from '../PageHeader'
import type { DataTableColumn } from '../table/column'
import { DataTable } from '../table/DataTable'
import type { RowAction } from '../table/RowAction'
import { LastUpdated } from './LastUpdated'
import { useListPage, type ListQueryEndpoint } from './useListPage'

type PageQuery = { limit?: number | null; pageToken?: string | null }

export type ListPageProps<
  Q extends PageQuery,
  Row extends { id: string; name?: string },
  K extends EntityKind,
  P = undefined,
> = {
  /**
   * The page's heading. Without one the list sits under its page's own header (a tab of a
   * resource page): its create link and actions stand in a row above the table.
   */
  title?: string
  /** Decorative; pass it with aria-hidden. */
  icon?: ReactNode
  /** The table's accessible name, e.g. 'SSH keys'. */
  label: string
  /** What the error says could not be loaded; `label` in lower case by default. */
  noun?: string
  endpoint: ListQueryEndpoint<Q, Row, P>
  /** The list call's path (a list under its parent, e.g. a pool's ranges) from the route's params. */
  path?: (params: Readonly<Params>) => P
  /** The list call's query (without paging) from the route's params; a new query starts on page 1. */
  query: (params: Readonly<Params>) => Omit<Q, 'limit' | 'pageToken'>
  /**
   * The entity kind of the rows: a change seen in any response shows in its row at once. Rows the
   * store does not keep (ranges, identity providers) have none.
   */
  kind?: K
  /** Polling interval for the rows on screen (e.g. `pollInstances`); no polling without it. */
  poll?: (rows: readonly Row[] | undefined) => number
  columns: DataTableColumn<Row>[]
  rowActions?: (row: Row) => RowAction[]
  /** Names a row in its actions button; its name by default, else its id. */
  getRowLabel?: (row: Row) => string
  /**
   * The 'New …' link of the header and of the empty state; with `disabledReason` (the user's role
   * does not allow it) the header's is disabled with that reason and the empty state has none.
   */
  create?: { label: string; to: string; disabledReason?: string }
  /** More header buttons, before the create link (e.g. 'Import disk'). */
  headerActions?: ReactNode
  empty: { title: string; body: string }
  /** Forms and modals opening over the list (an <Outlet />, …). */
  children?: ReactNode
  /** 'section': the list is part of a page with its own h1 (a tab), so its title is an h2. */
  level?: 'page' | 'section'
  /** 'auto': rows grow to cells that hold several lines (see DataTable). */
  rowHeight?: 'auto'
}

/** Scrolls the highlighted row into view and marks it, so what a create made is seen. */
function Highlighted({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    // jsdom has no scrolling
    ref.current?.scrollIntoView?.({ block: 'center' })
  }, [])
  return (
    <Box
      component="span"
      ref={ref}
      data-highlighted
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}
    >
      {children}
      {/* a sight cue only: the cell keeps the name as its text, and the create's toast has
          already said it to screen readers */}
      <Chip label="New" size="small" color="success" variant="outlined" aria-hidden />
    </Box>
  )
}

/** The first column with the highlighted row's cell marked; the other columns as given. */
function highlightColumns<Row extends { name?: string }>(
  columns: DataTableColumn<Row>[],
  highlight: string | null,
): DataTableColumn<Row>[] {
  const [first, ...rest] = columns
  if (!highlight || !first) return columns
  const cell = (row: Row): ReactNode =>
    first.renderCell
      ? first.renderCell({ row })
      : String((row as Record<string, unknown>)[first.field] ?? '')
  return [
    {
      ...first,
      renderCell: ({ row }) =>
        row.name === highlight ? <Highlighted>{cell(row)}</Highlighted> : cell(row),
    },
    ...rest,
  ]
}

function ListPageBody<
  Q extends PageQuery,
  Row extends { id: string; name?: string },
  K extends EntityKind,
  P,
>(
  props: ListPageProps<Q, Row, K, P> & {
    listPath: P | undefined
    listQuery: Omit<Q, 'limit' | 'pageToken'>
  },
) {
  const { title, icon, label, endpoint, kind, poll, columns, rowActions, create } = props
  const { headerActions, empty, children, listPath, listQuery, level, rowHeight } = props
  const { noun = label.toLowerCase(), getRowLabel = (row) => row.name ?? row.id } = props
  const list = useListPage<Q, Row, K, P>({ endpoint, path: listPath, query: listQuery, kind, poll })
  const shownColumns = useMemo(
    () => highlightColumns(columns, list.highlight),
    [columns, list.highlight],
  )
  const createLink = create && (
    <GatedButton
      variant="contained"
      startIcon={<AddIcon aria-hidden />}
      to={create.to}
      disabledReason={create.disabledReason}
    >
      {create.label}
    </GatedButton>
  )

  const actions = (headerActions || createLink) && (
    <>
      {headerActions}
      {createLink}
    </>
  )

  return (
    <>
      {title !== undefined ? (
        <PageHeader title={title} icon={icon} level={level} actions={actions} />
      ) : (
        actions && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2 }}>{actions}</Box>
        )
      )}
      {list.error !== undefined ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.retry}>
              Retry
            </Button>
          }
        >
          Could not load the {noun}: {messageOf(list.error)}
        </Alert>
      ) : (
        <DataTable
          aria-label={label}
          columns={shownColumns}
          rows={list.rows}
          loading={list.loading}
          getRowLabel={getRowLabel}
          pagination={list.pagination}
          rowActions={rowActions}
          toolbarStart={<LastUpdated at={list.updatedAt} onRefresh={list.refresh} noun={noun} />}
          rowHeight={rowHeight}
          emptyState={
            <EmptyState
              title={empty.title}
              body={empty.body}
              buttonText={create?.disabledReason ? undefined : create?.label}
              buttonTo={create?.disabledReason ? undefined : create?.to}
            />
          }
        />
      )}
      {children}
    </>
  )
}

/**
 * A resource list page: header with its create link, one paged list query with live rows and
 * polling, the table with row actions, the empty state, and the API's error with a retry. A new
 * list is its columns, its row actions and these few props.
 */
export function ListPage<
  Q extends PageQuery,
  Row extends { id: string; name?: string },
  K extends EntityKind,
  P = undefined,
>(props: ListPageProps<Q, Row, K, P>) {
  const params = useParams()
  const listPath = props.path?.(params)
  const listQuery = props.query(params)
  // the route stays mounted when only its params change; another list starts on page 1
  return (
    <ListPageBody
      key={JSON.stringify([listPath, listQuery])}
      {...props}
      listPath={listPath}
      listQuery={listQuery}
    />
  )
}
