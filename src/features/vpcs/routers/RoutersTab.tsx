import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { useVpcRouterDeleteMutation, vpcsApi } from '~/api/endpoints/vpcs'
import type { VpcRouter } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  bulkDelete,
  createdColumn,
  deleteAction,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
  type RowAction,
} from '~/components'

// A VPC's routers are few: held whole, filtered and sorted here.
const routersList = defineList({
  endpoint: vpcsApi.endpoints.vpcRouterList,
  query: (param) => ({ project: param('project'), vpc: param('vpc') }),
  whole: true,
  sortsByName: true,
})
export const routersLoader = routersList.loader

/** Why the system router offers no Edit or Delete: the VPC owns it. */
const SYSTEM_ROUTER_REASONS = {
  edit: 'The system router is managed by the VPC and cannot be edited',
  delete: 'The system router is deleted with its VPC',
}

const columns = (project: string, vpc: string): DataTableColumn<VpcRouter>[] => [
  nameLinkColumn((r) => pb.router(project, vpc, r.name)),
  {
    field: 'kind',
    headerName: 'Kind',
    width: 100,
    renderCell: ({ row }) => (row.kind === 'system' ? 'System' : 'Custom'),
    csv: (row) => row.kind,
  },
  descriptionColumn(),
  createdColumn(),
]

const routerKind = (router: VpcRouter) => (router.kind === 'system' ? 'System' : 'Custom')

/** Spec §2 routers: the VPC's system router and its custom ones; forms open over the list. */
export function RoutersTab() {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const navigate = useNavigate()
  const [deleteRouter] = useVpcRouterDeleteMutation()
  const shownColumns = useMemo(() => columns(project, vpc), [project, vpc])

  const actions = (router: VpcRouter): RowAction[] => {
    const system = router.kind === 'system'
    return [
      {
        label: 'Edit',
        disabledReason: system ? SYSTEM_ROUTER_REASONS.edit : undefined,
        onActivate: () => void navigate(pb.routerEdit(project, vpc, router.name)),
      },
      deleteAction({
        noun: 'Router',
        name: router.name,
        disabledReason: system ? SYSTEM_ROUTER_REASONS.delete : undefined,
        doDelete: () => deleteRouter({ path: { router: router.id } }).unwrap(),
      }),
    ]
  }
  const bulkActions = useMemo(
    () => [
      bulkDelete(
        (router: VpcRouter) => deleteRouter({ path: { router: router.id } }).unwrap(),
        // deleted with its VPC
        (router) => (router.kind === 'system' ? 'the system router' : undefined),
      ),
    ],
    [deleteRouter],
  )

  return (
    <ListPage
      title="Routers"
      level="section"
      // the VPC's header has the page's icon
      icon={null}
      label="Routers"
      list={routersList}
      kind="routers"
      stateOf={routerKind}
      stateLabel="Kind"
      columns={shownColumns}
      bulkActions={bulkActions}
      create={{ label: 'New router', to: pb.routersNew(project, vpc) }}
      empty={{ title: 'No routers', body: 'Every VPC has a system router; this one has none.' }}
      rowActions={actions}
    >
      <Outlet />
    </ListPage>
  )
}
