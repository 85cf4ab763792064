import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { useParams, type Params } from 'react-router-dom'
import type { EntityKind } from '~/state/entities'
import { BulkBar } from '../bulk/BulkBar'
import type { BulkAction, Noun } from '../bulk/bulk'
import { EmptyState } from '../EmptyState'
import { GatedButton } from '../GatedButton'
import { PageHeader } from '../PageHeader'
import { QueryError } from '../QueryError'
import type { DataTableColumn } from '../table/column'
import { DataTable, type RowHeight } from '../table/DataTable'
import type { CopyIdOf, RowAction } from '../table/RowAction'
import { ChangeGateContext, gateBulkActions, gateRowActions } from './changeGate'
import { highlightColumns } from './Highlighted'
import { LastUpdated } from './LastUpdated'
import { ListFilter } from './ListFilter'
import {
  useListPage,
  type ListDef,
  type ListPageState,
  type ListQueryEndpoint,
} from './useListPage'
import { useListUrl } from './useListUrl'
import { useListView } from './useListView'
import type { StateOf } from './wholeList'

type PageQuery = { limit?: number | null; pageToken?: string | null }
type Named = { id: string; name?: string }

/** What every list page has, however its rows are fetched. */
type CommonProps<Row extends Named> = {
  /**
   * The page's heading. Without one the list sits under its page's own header (a tab of a
   * resource page): its create link and actions stand in a row above the table.
   */
  title?: string
  /** Decorative; pass it with aria-hidden. */
  icon?: ReactNode
  /** The table's accessible name, e.g. 'SSH keys'. */
  label: string
  /** What the list holds, plural, in running text ('SSH keys'); `label` in lower case by default. */
  noun?: string
  /** One of them ('SSH key'): `noun` without its last letter by default. */
  one?: string
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
  /** 'auto': rows grow to cells that hold several lines; a function: the rows it names (see DataTable). */
  rowHeight?: RowHeight<Row>
  /**
   * What can be done to several rows at once: rows get checkboxes (Space toggles the focused
   * one), and a bar names the count and these actions while some are selected.
   */
  bulkActions?: BulkAction<Row>[]
  /**
   * 'Copy ID' in each row's menu; on by default (rows that are not resources turn it off, and a
   * function names each row's id, undefined for a row without one).
   */
  copyId?: boolean | CopyIdOf<Row>
  /** A list held whole: the states a row is in, for the state filter ('Expunged'). */
  stateOf?: StateOf<Row>
  /** The state filter's name; 'State' by default. */
  stateLabel?: string
  /** Filter and count above the table; on by default (a short sub-table turns it off). */
  filterable?: boolean
  /**
   * The list's page, sort and filter live in the query string (reload, back/forward and a shared
   * link land on the same page); false for a list beside another on one screen.
   */
  inUrl?: boolean
  /** The API sorts the list by name (sort_by): the name column sorts both ways. */
  sortsByName?: boolean
}

/** The rows of a list the page already has whole (a tab's table, one answer of the API). */
type HeldRows<Row> = {
  rows: Row[] | undefined
  /** Waiting for the rows; by default, while there are neither rows nor an error. */
  loading?: boolean
  error: unknown
  refetch: () => unknown
  /** when the rows were fetched (ms since the epoch) */
  updatedAt?: number
}

/** A list its route prefetched: the route's definition, read by its loader too (`defineList`). */
type DefinedList<Q extends PageQuery, Row extends Named, P> = {
  list: ListDef<Q, Row, P>
  endpoint?: never
  path?: never
  query?: never
  whole?: never
}

/** A list no route prefetches (a tab's list under a resource the page has loaded). */
type InlineList<Q extends PageQuery, Row extends Named, P> = {
  list?: never
  endpoint: ListQueryEndpoint<Q, Row, P>
  /** The list call's path (a list under its parent, e.g. a pool's ranges) from the route's params. */
  path?: (params: Readonly<Params>) => P
  /** The list call's query (without paging) from the route's params; a new query starts on page 1. */
  query: (params: Readonly<Params>) => Omit<Q, 'limit' | 'pageToken'>
  /**
   * Small enough to hold whole (up to 1,000 items: projects, keys, sleds…): one request, filtered,
   * sorted and paged in the browser. Larger lists (a project's instances) page on the server.
   */
  whole?: boolean
}

type FetchedProps<Q extends PageQuery, Row extends Named, K extends EntityKind, P> = (
  DefinedList<Q, Row, P> | InlineList<Q, Row, P>
) & {
  /**
   * The entity kind of the rows: a change seen in any response shows in its row at once. Rows the
   * store does not keep (ranges, identity providers) have none.
   */
  kind?: K
  /** Polling interval for the rows on screen (e.g. `pollInstances`); no polling without it. */
  poll?: (rows: readonly Row[] | undefined) => number
  result?: never
}

type HeldProps<Row> = {
  /** Unpaged: rows the page fetched itself (a tab's table); held whole like `whole` lists. */
  result: HeldRows<Row>
  list?: never
  endpoint?: never
  whole?: never
}

export type ListPageProps<
  Q extends PageQuery,
  Row extends Named,
  K extends EntityKind,
  P = undefined,
> = CommonProps<Row> & (FetchedProps<Q, Row, K, P> | HeldProps<Row>)

/** A row's name in its actions button, by default: the same function every render. */
const nameOrId = (row: Named) => row.name ?? row.id

/**
 * 'Support bundles' → 'support bundles', in a sentence ('Refresh support bundles'); an acronym
 * stays as written: 'IP pools', 'BGP peers', never 'ip pools'.
 */
const lowerNoun = (label: string) =>
  label.replace(/\S+/g, (word) => (/^.[^A-Z]*$/.test(word) ? word.toLowerCase() : word))

type ListState<Row> = Omit<ListPageState<Row>, 'note'> & { note?: string | null }

/** Header, error, filter, table with selection and bulk actions, forms: what a list page shows. */
function ListPageView<Row extends Named>({
  props,
  list,
}: {
  props: CommonProps<Row>
  list: ListState<Row>
}) {
  const { title, icon, label, columns, headerActions, empty, children } = props
  const { level, rowHeight, copyId = true, stateLabel, filterable = true } = props
  const { noun = lowerNoun(label), getRowLabel = nameOrId } = props
  // a role that may not change the rows (a project viewer): create and every action that changes
  // something offered disabled, with the reason, rather than refused by the API row by row
  const gate = useContext(ChangeGateContext)
  const changeReason = gate(`change ${noun}`)
  const createReason = gate(`create ${noun}`)
  const create = props.create && {
    ...props.create,
    disabledReason: props.create.disabledReason ?? createReason,
  }
  const rowActions = useMemo(
    () => gateRowActions(props.rowActions, changeReason),
    [props.rowActions, changeReason],
  )
  const bulkActions = useMemo(
    () => gateBulkActions(props.bulkActions, changeReason),
    [props.bulkActions, changeReason],
  )
  const one = props.one ?? noun.replace(/s$/, '')
  const nouns: Noun = useMemo(() => ({ one, other: noun }), [one, noun])
  const shownColumns = useMemo(
    () => highlightColumns(columns, list.highlight),
    [columns, list.highlight],
  )
  const [dismissedNote, setDismissedNote] = useState<string | null>(null)
  // The same toolbar element while the answer on screen is the same one: the grid re-renders its
  // toolbar slot whenever it gets a new one.
  const refresh = useRef(list.refresh)
  refresh.current = list.refresh
  const updatedAt = list.updatedAt
  const toolbarStart = useMemo(
    () => <LastUpdated at={updatedAt} onRefresh={() => refresh.current()} noun={noun} />,
    [updatedAt, noun],
  )

  // Selection belongs to the rows on screen: another page, sort or filter starts with none, and a
  // row that went (deleted) leaves it.
  const [selection, setSelection] = useState<{ view: string; ids: Set<string> }>({
    view: '',
    ids: new Set(),
  })
  const rows = list.rows
  const selectedRows = useMemo(
    () =>
      selection.view === list.viewKey ? (rows ?? []).filter((r) => selection.ids.has(r.id)) : [],
    [selection, list.viewKey, rows],
  )
  const selectedIds = useMemo(() => new Set(selectedRows.map((r) => r.id)), [selectedRows])
  const select = (ids: Set<string>) => setSelection({ view: list.viewKey, ids })

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
  // an empty list has nothing to find: its empty state says so, held whole or paged; nor has a
  // list of one row, unless a filter from the URL is to be seen and cleared
  const showFilter =
    filterable &&
    list.error === undefined &&
    (list.filter.available
      ? list.filter.total > 1 || list.filter.q !== '' || list.filter.state
      : !(rows?.length === 0 && (list.pagination?.pageIndex ?? 0) === 0))

  return (
    <>
      {title !== undefined ? (
        <PageHeader title={title} icon={icon} level={level} actions={actions} />
      ) : (
        actions && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2 }}>{actions}</Box>
        )
      )}
      {list.note && list.note !== dismissedNote && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setDismissedNote(list.note ?? null)}>
          {list.note}
        </Alert>
      )}
      {list.error !== undefined ? (
        <QueryError what={`the ${noun}`} error={list.error} onRetry={list.retry} />
      ) : (
        <>
          {showFilter && <ListFilter filter={list.filter} noun={nouns} stateLabel={stateLabel} />}
          <DataTable
            aria-label={label}
            columns={shownColumns}
            rows={rows}
            loading={list.loading}
            getRowLabel={getRowLabel}
            pagination={list.pagination}
            sort={list.sort}
            rowActions={rowActions}
            copyId={copyId}
            toolbarStart={toolbarStart}
            rowHeight={rowHeight}
            selection={bulkActions ? { ids: selectedIds, onChange: select } : undefined}
            bulkBar={
              bulkActions &&
              selectedRows.length > 0 && (
                <BulkBar
                  rows={selectedRows}
                  actions={bulkActions}
                  noun={nouns}
                  nameOf={getRowLabel}
                  onFinished={select}
                  onClear={() => select(new Set())}
                />
              )
            }
            emptyState={
              list.filter.available && list.filter.total > 0 ? (
                <EmptyState
                  title={`No ${noun} match`}
                  body="Nothing in the list matches the filter; clear it to see them all."
                />
              ) : (
                <EmptyState
                  title={empty.title}
                  body={empty.body}
                  buttonText={create?.disabledReason ? undefined : create?.label}
                  buttonTo={create?.disabledReason ? undefined : create?.to}
                />
              )
            }
          />
        </>
      )}
      {children}
    </>
  )
}

function FetchedListBody<Q extends PageQuery, Row extends Named, K extends EntityKind, P>({
  props,
  source,
  listPath,
  listQuery,
}: {
  props: CommonProps<Row> & FetchedProps<Q, Row, K, P>
  source: Omit<ListDef<Q, Row, P>, 'query' | 'path'>
  listPath: P | undefined
  listQuery: Omit<Q, 'limit' | 'pageToken'>
}) {
  const url = useListUrl(props.inUrl ?? true, props.filterable ?? true)
  const list = useListPage<Q, Row, K, P>({
    endpoint: source.endpoint,
    path: listPath,
    query: listQuery,
    kind: props.kind,
    poll: props.poll,
    columns: props.columns,
    stateOf: props.stateOf,
    whole: source.whole,
    sortsByName: source.sortsByName,
    url,
  })
  return <ListPageView props={props} list={list} />
}

function HeldListBody<Row extends Named>({
  props,
  result,
}: {
  props: CommonProps<Row>
  result: HeldRows<Row>
}) {
  const url = useListUrl(props.inUrl ?? true, props.filterable ?? true)
  const view = useListView({
    url,
    columns: props.columns,
    rows: result.rows,
    paged: false,
    stateOf: props.stateOf,
    sortsByName: props.sortsByName ?? false,
  })
  const { refetch } = result
  const list: ListState<Row> = {
    ...view,
    loading: result.loading ?? (result.rows === undefined && result.error === undefined),
    error: result.rows ? undefined : result.error,
    retry: () => void refetch(),
    updatedAt: result.updatedAt,
    refresh: async () => {
      await refetch()
    },
  }
  return <ListPageView props={props} list={list} />
}

/**
 * A resource list page: header with its create link, the list (held whole and filtered here, or
 * paged by the API), live rows and polling, the table with row actions, selection and bulk
 * actions, the empty state, and the API's error with a retry; its page, sort and filter in the
 * URL. A new list is its columns, its actions and these few props. With `result`, the rows come
 * from the page (a tab's table) and the shell does the rest.
 */
export function ListPage<
  Q extends PageQuery,
  Row extends Named,
  K extends EntityKind,
  P = undefined,
>(props: ListPageProps<Q, Row, K, P>) {
  const params = useParams()
  if (props.result) return <HeldListBody props={props} result={props.result} />
  const fetched = props as CommonProps<Row> & FetchedProps<Q, Row, K, P>
  const source: ListDef<Q, Row, P> = fetched.list ?? {
    endpoint: fetched.endpoint,
    query: fetched.query,
    path: fetched.path,
    whole: fetched.whole,
    sortsByName: fetched.sortsByName,
  }
  const listPath = source.path?.(params)
  const listQuery = source.query(params)
  // the route stays mounted when only its params change; another list starts afresh
  return (
    <FetchedListBody
      key={JSON.stringify([listPath, listQuery])}
      props={fetched}
      source={source}
      listPath={listPath}
      listQuery={listQuery}
    />
  )
}
