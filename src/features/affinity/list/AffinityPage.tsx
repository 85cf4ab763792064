import AffinityIcon from '@mui/icons-material/HubOutlined'
import { useCallback, useMemo } from 'react'
import { Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { affinityApi } from '~/api/endpoints/affinity'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { prefetch, prefetchList } from '~/app/prefetch'
import { routeParam, useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { deleteAction, ListPage, type RowAction } from '~/components'
import { kindNoun, useGroupCalls, useProjectGroups, type GroupRow } from '~/api/affinityGroups'
import { groupColumns } from './columns'

export const affinityLoader = async ({ params }: LoaderFunctionArgs) => {
  const query = { project: routeParam(params, 'project'), limit: ALL_PAGES_LIMIT }
  await Promise.all([
    prefetchList(affinityApi.endpoints.affinityGroupList, { query }),
    prefetch(affinityApi.endpoints.antiAffinityGroupList, { query }),
  ])
  return null
}

const kindLabel = (row: GroupRow) => kindNoun(row.kind)

const byName = (a: GroupRow, b: GroupRow) =>
  a.name === b.name ? a.kind.localeCompare(b.kind) : a.name < b.name ? -1 : 1

/**
 * Projects/{project}/affinity: the project's affinity and anti-affinity groups in one list (a
 * project has few), with affinity-new over it. Both lists are read whole, so the table pages in
 * the browser.
 */
export function AffinityPage() {
  const { project } = useRouteParams('project')
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
  const retry = () => Promise.all([lists.affinity.refetch(), lists['anti-affinity'].refetch()])

  const rowActions = useCallback(
    (row: GroupRow): RowAction[] => [
      {
        label: 'Edit',
        onActivate: () => void navigate(pb.affinityGroupEdit(project, row.kind, row.name)),
      },
      deleteAction({
        noun: kindNoun(row.kind),
        name: row.name,
        doDelete: () => calls.remove(row.kind, row.id),
      }),
    ],
    [calls, navigate, project],
  )

  const create = pb.affinityNew(project)
  return (
    <ListPage
      title="Affinity groups"
      icon={<AffinityIcon aria-hidden />}
      label="Affinity groups"
      noun="affinity groups"
      one="affinity group"
      result={{ rows, error, refetch: retry }}
      columns={columns}
      getRowLabel={(row) => row.name}
      rowActions={rowActions}
      stateOf={kindLabel}
      stateLabel="Kind"
      create={{ label: 'New group', to: create }}
      empty={{
        title: 'No affinity groups',
        body: 'An anti-affinity group spreads its instances over different sleds; an affinity group keeps them together.',
      }}
    >
      <Outlet />
    </ListPage>
  )
}
