import AffinityIcon from '@mui/icons-material/HubOutlined'
import { useCallback, useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { pb } from '~/app/routes/paths'
import { deleteAction, ListPage, type RowAction } from '~/components'
import { kindNoun, useGroupCalls, type GroupRow } from '~/api/affinityGroups'
import { groupLists } from '../views'
import { groupColumns } from './columns'

const kindLabel = (row: GroupRow) => kindNoun(row.kind)

const byName = (a: GroupRow, b: GroupRow) =>
  a.name === b.name ? a.kind.localeCompare(b.kind) : a.name < b.name ? -1 : 1

/**
 * Projects/{project}/affinity: the project's affinity and anti-affinity groups in one list (a
 * project has few), with affinity-new over it. Both lists are read whole, so the table pages in
 * the browser.
 */
export function AffinityPage() {
  const lists = {
    affinity: groupLists.affinity.useView(),
    'anti-affinity': groupLists['anti-affinity'].useView(),
  }
  const project = lists.affinity.param('project')
  const navigate = useNavigate()
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
