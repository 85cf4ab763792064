import AddIcon from '@mui/icons-material/Add'
import RouterIcon from '@mui/icons-material/RouterOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { useVpcRouterRouteDeleteMutation, vpcsApi } from '~/api/endpoints/vpcs'
import type { RouterRoute } from '~/api/generated/types'
import { defineList, loadAll } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  ariaDisabledSx,
  bulkDelete,
  DateTime,
  deleteAction,
  descriptionColumn,
  ListPage,
  PageHeader,
  PropertiesTable,
  type DataTableColumn,
  type RowAction,
  KindAndValue,
} from '~/components'
import { useEntity } from '~/state/entities'
import { destinationParts, destinationText, targetParts, targetText } from '../util/describe'
import { labelOf } from '~/util/labels'
import { routerView } from '../views'

// A router's routes are few: held whole, filtered and sorted here.
const routesList = defineList({
  endpoint: vpcsApi.endpoints.vpcRouterRouteList,
  query: (param) => ({ project: param('project'), vpc: param('vpc'), router: param('router') }),
  whole: true,
  sortsByName: true,
})
export const routerLoader = loadAll(routerView.loader, routesList.loader)

const routeKind = (route: RouterRoute) => labelOf(KIND_LABELS, route.kind)

const KIND_LABELS: Record<RouterRoute['kind'], string> = {
  default: 'Default',
  vpc_subnet: 'Subnet',
  vpc_peering: 'Peering',
  custom: 'Custom',
}

/** Why a route the system keeps offers no Edit or Delete. */
const SYSTEM_ROUTE_REASONS = {
  edit: 'Routes of the system router are managed by the VPC',
  delete: 'Routes of the system router are managed by the VPC',
  add: 'Routes can only be added to a custom router',
}

const columns: DataTableColumn<RouterRoute>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'kind',
    headerName: 'Kind',
    width: 100,
    renderCell: ({ row }) => labelOf(KIND_LABELS, row.kind),
    csv: (row) => row.kind,
  },
  {
    field: 'destination',
    headerName: 'Destination',
    flex: 1,
    renderCell: ({ row }) => <KindAndValue {...destinationParts(row.destination)} />,
    csv: (row) => destinationText(row.destination),
  },
  {
    field: 'target',
    headerName: 'Target',
    flex: 1,
    renderCell: ({ row }) => <KindAndValue {...targetParts(row.target)} />,
    csv: (row) => targetText(row.target),
  },
  descriptionColumn(),
]

/**
 * Spec §2 routers/{router}: the router's kind, description and creation over its routes. The
 * system router's routes are the VPC's own and read-only; a custom router's may be added, edited
 * and deleted (routes-new and routes/{route}/edit open over the page).
 */
export const RouterPage = routerView.page(function RouterPage({ data, param }) {
  const project = param('project')
  const vpc = param('vpc')
  const selector = param('router')
  const navigate = useNavigate()
  const router = useEntity('routers', data.id) ?? data
  const [deleteRoute] = useVpcRouterRouteDeleteMutation()
  const system = router.kind === 'system'

  const actions = useMemo(
    () =>
      (route: RouterRoute): RowAction[] => {
        const readOnly = route.kind !== 'custom'
        return [
          {
            label: 'Edit',
            disabledReason: readOnly ? SYSTEM_ROUTE_REASONS.edit : undefined,
            onActivate: () => void navigate(pb.routeEdit(project, vpc, selector, route.name)),
          },
          deleteAction({
            noun: 'Route',
            name: route.name,
            disabledReason: readOnly ? SYSTEM_ROUTE_REASONS.delete : undefined,
            doDelete: () => deleteRoute({ path: { route: route.id } }).unwrap(),
          }),
        ]
      },
    [navigate, deleteRoute, project, vpc, selector],
  )
  const bulkActions = useMemo(
    () => [
      bulkDelete(
        (route: RouterRoute) => deleteRoute({ path: { route: route.id } }).unwrap(),
        // the VPC keeps the system router's routes
        (route) => (route.kind === 'custom' ? undefined : 'managed by the VPC'),
      ),
    ],
    [deleteRoute],
  )

  return (
    <>
      <PageHeader title={router.name} icon={<RouterIcon aria-hidden />} />
      <Box sx={{ mb: 3 }}>
        <PropertiesTable
          columns={2}
          properties={[
            { label: 'Kind', value: system ? 'System' : 'Custom' },
            { label: 'Created', value: <DateTime date={router.timeCreated} /> },
            { label: 'Description', value: router.description || '—' },
            { label: 'Modified', value: <DateTime date={router.timeModified} /> },
          ]}
        />
      </Box>
      <ListPage
        title="Routes"
        level="section"
        icon={null}
        label="Routes"
        list={routesList}
        kind="routes"
        stateOf={routeKind}
        stateLabel="Kind"
        columns={columns}
        rowActions={actions}
        bulkActions={system ? undefined : bulkActions}
        rowHeight="auto"
        create={
          system ? undefined : { label: 'New route', to: pb.routesNew(project, vpc, selector) }
        }
        headerActions={
          system && (
            <>
              <Button
                variant="contained"
                startIcon={<AddIcon aria-hidden />}
                aria-disabled
                aria-describedby="system-router-reason"
                sx={ariaDisabledSx}
              >
                New route
              </Button>
              <Typography
                id="system-router-reason"
                variant="caption"
                color="text.secondary"
                sx={{ alignSelf: 'center' }}
              >
                {SYSTEM_ROUTE_REASONS.add}
              </Typography>
            </>
          )
        }
        empty={{
          title: 'No routes',
          body: 'Routes steer traffic for destinations to a target: an instance, a gateway, …',
        }}
      >
        <Outlet />
      </ListPage>
    </>
  )
})
