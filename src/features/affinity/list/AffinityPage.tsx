import AffinityIcon from '@mui/icons-material/HubOutlined'
import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useCallback, useMemo } from 'react'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { affinityApi } from '~/api/endpoints/affinity'
import { messageOf } from '~/api/errors'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { prefetch, prefetchList } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmDelete,
  DataTable,
  EmptyState,
  PageHeader,
  type RowAction,
} from '~/components'
import { kindNoun, useGroupCalls, useProjectGroups, type GroupRow } from '../groupApi'
import { groupColumns } from './columns'

export const affinityLoader = async ({ params }: LoaderFunctionArgs) => {
  const query = { project: params.project!, limit: ALL_PAGES_LIMIT }
  await Promise.all([
    prefetchList(affinityApi.endpoints.affinityGroupList, { query }),
    prefetch(affinityApi.endpoints.antiAffinityGroupList, { query }),
  ])
  return null
}

const byName = (a: GroupRow, b: GroupRow) =>
  a.name === b.name ? a.kind.localeCompare(b.kind) : a.name < b.name ? -1 : 1

/**
 * Projects/{project}/affinity: the project's affinity and anti-affinity groups in one list (a
 * project has few), with affinity-new over it. Both lists are read whole, so the table pages in
 * the browser.
 */
export function AffinityPage() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const lists = useProjectGroups(project)
  const calls = useGroupCalls()
  const columns = useMemo(() => groupColumns(project), [project])

  const affinity = lists.affinity.data?.items
  const anti = lists['anti-affinity'].data?.items
  const rows = useMemo(
    () =>
      affinity && anti
        ? [
            ...affinity.map((g): GroupRow => ({ ...g, kind: 'affinity' })),
            ...anti.map((g): GroupRow => ({ ...g, kind: 'anti-affinity' })),
          ].sort(byName)
        : undefined,
    [affinity, anti],
  )
  const error = lists.affinity.error ?? lists['anti-affinity'].error
  const retry = () => {
    void lists.affinity.refetch()
    void lists['anti-affinity'].refetch()
  }

  const rowActions = useCallback(
    (row: GroupRow): RowAction[] => [
      {
        label: 'Edit',
        onActivate: () => void navigate(pb.affinityGroupEdit(project, row.kind, row.name)),
      },
      {
        label: 'Delete',
        danger: true,
        onActivate: () =>
          confirmDelete({
            label: row.name,
            doDelete: async () => {
              await calls.remove(row.kind, row.id)
              addToast({ content: `${kindNoun(row.kind)} ${row.name} deleted` })
            },
          }),
      },
    ],
    [calls, navigate, project],
  )

  const create = pb.affinityNew(project)
  return (
    <>
      <PageHeader
        title="Affinity groups"
        icon={<AffinityIcon aria-hidden />}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            component={Link}
            to={create}
          >
            New group
          </Button>
        }
      />
      {error !== undefined && !rows ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Could not load the affinity groups: {messageOf(error)}
        </Alert>
      ) : (
        <DataTable
          aria-label="Affinity groups"
          columns={columns}
          rows={rows}
          loading={!rows}
          getRowLabel={(row) => row.name}
          rowActions={rowActions}
          emptyState={
            <EmptyState
              title="No affinity groups"
              body="An anti-affinity group spreads its instances over different sleds; an affinity group keeps them together."
              buttonText="New group"
              buttonTo={create}
            />
          }
        />
      )}
      <Outlet />
    </>
  )
}
