import Skeleton from '@mui/material/Skeleton'
import { useMemo } from 'react'
import { Outlet } from 'react-router-dom'
import { vpcsApi } from '~/api/endpoints/vpcs'
import type { InternetGateway } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
  Lines,
} from '~/components'
import { useGatewayAddresses, useGatewayPools } from './gatewayParts'
import { routesTo, useVpcRoutes, type VpcRoutes } from './useGatewayRoutes'

// A VPC's gateways are few: held whole, filtered and sorted here.
const gatewaysList = defineList({
  endpoint: vpcsApi.endpoints.internetGatewayList,
  query: (param) => ({ project: param('project'), vpc: param('vpc') }),
  whole: true,
  sortsByName: true,
})
export const gatewaysLoader = gatewaysList.loader

const joined = (items: readonly string[] | undefined, loading: boolean) => {
  if (loading || !items) return <Skeleton width={80} />
  return <Lines items={items} />
}

function PoolsCell({ gateway }: { gateway: InternetGateway }) {
  const { items, loading } = useGatewayPools(gateway.id)
  return joined(
    items?.map((p) => p.pool),
    loading,
  )
}

function AddressesCell({ gateway }: { gateway: InternetGateway }) {
  const { items, loading } = useGatewayAddresses(gateway.id)
  return joined(
    items?.map((a) => a.address),
    loading,
  )
}

const columns = (
  project: string,
  vpc: string,
  vpcRoutes: VpcRoutes,
): DataTableColumn<InternetGateway>[] => [
  nameLinkColumn((g) => pb.internetGateway(project, vpc, g.name)),
  descriptionColumn(),
  {
    field: 'pools',
    headerName: 'IP pools',
    width: 140,
    renderCell: ({ row }) => <PoolsCell gateway={row} />,
  },
  {
    field: 'addresses',
    headerName: 'IP addresses',
    width: 140,
    renderCell: ({ row }) => <AddressesCell gateway={row} />,
  },
  {
    field: 'routes',
    headerName: 'Routes to it',
    width: 160,
    renderCell: ({ row }) =>
      joined(
        vpcRoutes.routes && routesTo(vpcRoutes.routes, row.name).map(({ route }) => route.name),
        !vpcRoutes.routes && vpcRoutes.error === undefined,
      ),
    csv: (row) =>
      routesTo(vpcRoutes.routes ?? [], row.name)
        .map(({ route }) => route.name)
        .join('; '),
  },
  createdColumn(),
]

/**
 * Spec §2 internet-gateways: the VPC's gateways with what they are attached to and the routes
 * that use them; a gateway opens read-only in a side modal (internet-gateways/{gateway}).
 */
export function GatewaysTab() {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const vpcRoutes = useVpcRoutes(project, vpc)
  const shown = useMemo(() => columns(project, vpc, vpcRoutes), [project, vpc, vpcRoutes])
  return (
    <ListPage
      title="Internet gateways"
      level="section"
      // the VPC's header has the page's icon
      icon={null}
      label="Internet gateways"
      list={gatewaysList}
      kind="gateways"
      columns={shown}
      rowHeight="auto"
      empty={{
        title: 'No internet gateways',
        body: "A gateway lets the VPC's instances reach addresses outside the rack.",
      }}
    >
      <Outlet />
    </ListPage>
  )
}
