import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  bulkDelete,
  confirmAction,
  deleteAction,
  PickOneModal,
  type BulkAction,
  type DataTableColumn,
  type RowAction,
} from '~/components'
import { useLiveRows } from '~/state/entities'

// A project resource attached to at most one instance of its project (a floating IP, an external
// subnet): its list names the instance, and its rows attach, detach (confirmed), edit and delete
// (only when detached). Which instances can take one now is the API's to say; its refusal shows
// in the attach modal, which stays open.

/** Names by id, for the pool and instance columns, and whether they are still loading. */
export type Lookup<T> = { byId: ReadonlyMap<string, T>; loading: boolean }

type Attachable = { id: string; name: string; instanceId?: string | null }
type Sent = Promise<unknown>

/** What sets one attachable kind apart: its words, its address and its calls. */
export type AttachableKind<Row extends Attachable> = {
  /** 'floating IP' */
  noun: string
  /** 'Floating IP': a toast's or a dialog's first word */
  Noun: string
  /** what it holds: an IP, a subnet */
  address: (row: Row) => string
  /** what the instance loses on detach: 'The instance loses the address 192.0.2.1.' */
  detachNote: (row: Row) => string
  /** under the attach modal's picker */
  attachHelp?: string
  editPath: (project: string, name: string) => string
  useAttach: () => (row: Row, instance: string) => Sent
  useDetach: () => (row: Row) => Sent
  useDelete: () => (row: Row) => Sent
}

/** Attached or not, for the state filter. */
export const attachment = (row: Attachable) => (row.instanceId ? 'Attached' : 'Detached')

/** A lookup by id from a list's items, for a column naming things by id. */
export const lookupOf = <T extends { id: string }>(
  items: readonly T[] | undefined,
  loading: boolean,
): Lookup<T> => ({ byId: new Map((items ?? []).map((p) => [p.id, p])), loading })

/** The project's instances: the attach modal's choices and the attached-to column's names. */
export function useProjectInstances(project: string) {
  const query = useInstanceListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  const rows = useLiveRows('instances', query.data?.items)
  const lookup = useMemo(() => lookupOf(rows, query.isLoading), [rows, query.isLoading])
  return { rows, lookup, error: query.error, refetch: query.refetch }
}

function AttachedInstance({
  row,
  project,
  instances,
}: {
  row: Attachable
  project: string
  instances: Lookup<Instance>
}) {
  if (!row.instanceId) return '—'
  const instance = instances.byId.get(row.instanceId)
  if (instance) {
    return (
      <MuiLink component={Link} to={pb.instanceNetworking(project, instance.name)}>
        {instance.name}
      </MuiLink>
    )
  }
  if (instances.loading) return <Skeleton width={120} />
  return <span title={row.instanceId}>{row.instanceId}</span>
}

/** The instance it is attached to, linked to that instance's networking tab. */
export const attachedToColumn = <Row extends Attachable>(
  project: string,
  instances: Lookup<Instance>,
): DataTableColumn<Row> => ({
  field: 'instanceId',
  headerName: 'Attached to',
  flex: 1,
  renderCell: ({ row }) => <AttachedInstance row={row} project={project} instances={instances} />,
  csv: (row) =>
    row.instanceId ? (instances.byId.get(row.instanceId)?.name ?? row.instanceId) : '',
})

/** The address it holds, in monospace. */
export const addressColumn = <Row extends Attachable>(
  kind: Pick<AttachableKind<Row>, 'address'>,
  field: string,
  headerName: string,
  width: number,
): DataTableColumn<Row> => ({
  field,
  headerName,
  width,
  renderCell: ({ row }) => <span style={{ fontFamily: 'monospace' }}>{kind.address(row)}</span>,
  csv: (row) => kind.address(row),
})

/** The pool it was allocated from, named by the pools' lookup (its id while unknown). */
export const poolColumn = <Row extends Attachable>(
  field: string,
  headerName: string,
  width: number,
  poolOf: (row: Row) => string,
  pools: Lookup<{ name: string }>,
): DataTableColumn<Row> => ({
  field,
  headerName,
  width,
  renderCell: ({ row }) =>
    pools.byId.get(poolOf(row))?.name ??
    (pools.loading ? <Skeleton width={80} /> : <span title={poolOf(row)}>—</span>),
  csv: (row) => pools.byId.get(poolOf(row))?.name ?? poolOf(row),
})

type Options<Row extends Attachable> = {
  project: string
  instances: Lookup<Instance>
  onAttach: (row: Row) => void
}

/** Attach, Detach (confirmed), Edit and Delete (only when detached) of a row. */
export function useAttachableActions<Row extends Attachable>(
  kind: AttachableKind<Row>,
  { project, instances, onAttach }: Options<Row>,
) {
  const navigate = useNavigate()
  const detach = kind.useDetach()
  const del = kind.useDelete()

  return useCallback(
    (row: Row): RowAction[] => {
      const { noun, Noun } = kind
      const attached = Boolean(row.instanceId)
      const instanceName = row.instanceId
        ? (instances.byId.get(row.instanceId)?.name ?? 'its instance')
        : ''
      return [
        {
          label: 'Attach to instance',
          disabledReason: attached ? `Detach the ${noun} from its instance first` : undefined,
          onActivate: () => onAttach(row),
        },
        {
          label: 'Detach',
          disabledReason: attached ? undefined : `The ${noun} is not attached to an instance`,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Confirm detach',
              modalContent: (
                <Typography>
                  Are you sure you want to detach <strong>{row.name}</strong> from{' '}
                  <strong>{instanceName}</strong>? {kind.detachNote(row)}
                </Typography>
              ),
              errorTitle: `Could not detach ${noun}`,
              actionType: 'danger',
              actionLabel: 'Detach',
              doAction: async () => {
                await detach(row)
                addToast({ content: `${Noun} ${row.name} detached from ${instanceName}` })
              },
            }),
        },
        {
          label: 'Edit',
          onActivate: () => void navigate(kind.editPath(project, row.name)),
        },
        deleteAction({
          noun: Noun,
          name: row.name,
          disabledReason: attached ? `Detach the ${noun} before deleting it` : undefined,
          doDelete: () => del(row),
        }),
      ]
    },
    [kind, navigate, detach, del, project, instances, onAttach],
  )
}

/** Detach and Delete on the selected rows (an attached one is detached first). */
export function useAttachableBulkActions<Row extends Attachable>(
  kind: AttachableKind<Row>,
  /** what detaching them means: 'Their instances lose these addresses.' */
  detachNote: string,
): BulkAction<Row>[] {
  const detach = kind.useDetach()
  const del = kind.useDelete()
  return useMemo(
    () => [
      {
        label: 'Detach',
        doing: 'Detaching',
        done: 'Detached',
        danger: true,
        confirm: true,
        confirmNote: detachNote,
        skip: (row) => (row.instanceId ? undefined : 'not attached'),
        run: detach,
      },
      bulkDelete(del, (row) => (row.instanceId ? 'attached' : undefined)),
    ],
    [detach, del, detachNote],
  )
}

type AttachProps<Row extends Attachable> = {
  kind: AttachableKind<Row>
  row: Row
  /** the project's instances (undefined while they load): it attaches within its project */
  instances: readonly Instance[] | undefined
  loadError: unknown
  onRetry: () => unknown
  onDismiss: () => void
}

/** Attach it to an instance of its project. */
export function AttachModal<Row extends Attachable>(props: AttachProps<Row>) {
  const { kind, row, instances } = props
  const attach = kind.useAttach()
  return (
    <PickOneModal
      title={`Attach ${kind.noun}`}
      actionText="Attach"
      intro={
        <>
          Attach <strong>{row.name}</strong> ({kind.address(row)}) to an instance.
        </>
      }
      label="Instance"
      placeholder="Select an instance"
      options={instances?.map((i) => ({ value: i.id, label: `${i.name} (${i.runState})` }))}
      loadError={props.loadError}
      onRetry={props.onRetry}
      emptyText="The project has no instances."
      help={kind.attachHelp === undefined ? undefined : () => kind.attachHelp}
      onDismiss={props.onDismiss}
      onPick={async (id) => {
        const instance = instances?.find((i) => i.id === id)
        if (!instance) return
        await attach(row, instance.id)
        addToast({ content: `${kind.Noun} ${row.name} attached to ${instance.name}` })
      }}
    />
  )
}

/**
 * What an attachable list page needs besides its words: its columns (pools and instances named
 * by id), its row actions, and the attach modal while a row is being attached.
 */
export function useAttachableList<
  Row extends Attachable,
  Pool extends { id: string; name: string },
  Columns,
>(
  kind: AttachableKind<Row>,
  project: string,
  pools: { data?: { items: readonly Pool[] }; isLoading: boolean },
  columnsOf: (project: string, pools: Lookup<Pool>, instances: Lookup<Instance>) => Columns,
) {
  const instances = useProjectInstances(project)
  const { data, isLoading } = pools
  const columns = useMemo(
    () => columnsOf(project, lookupOf(data?.items, isLoading), instances.lookup),
    [columnsOf, project, data, isLoading, instances.lookup],
  )
  const [attaching, setAttaching] = useState<Row | null>(null)
  const rowActions = useAttachableActions(kind, {
    project,
    instances: instances.lookup,
    onAttach: setAttaching,
  })
  const attachModal = attaching && (
    <AttachModal
      kind={kind}
      row={attaching}
      instances={instances.rows}
      loadError={instances.error}
      onRetry={instances.refetch}
      onDismiss={() => setAttaching(null)}
    />
  )
  return { columns, rowActions, attachModal }
}
