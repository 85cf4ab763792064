import MuiLink from '@mui/material/Link'
import { useMemo } from 'react'
import { Link, Outlet, useNavigate } from 'react-router-dom'
import { useVpcRouterListQuery, useVpcSubnetDeleteMutation, vpcsApi } from '~/api/endpoints/vpcs'
import type { VpcRouter, VpcSubnet } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
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
  Lines,
} from '~/components'

// A VPC's subnets are few: held whole, filtered and sorted here.
const subnetsList = defineList({
  endpoint: vpcsApi.endpoints.vpcSubnetList,
  query: (param) => ({ project: param('project'), vpc: param('vpc') }),
  whole: true,
  sortsByName: true,
})
export const subnetsLoader = subnetsList.loader

const subnetColumns = (
  project: string,
  vpc: string,
  routers: ReadonlyMap<string, VpcRouter>,
): DataTableColumn<VpcSubnet>[] => [
  nameLinkColumn((s) => pb.subnetEdit(project, vpc, s.name)),
  descriptionColumn(),
  {
    // IPv4 over IPv6: side by side the two blocks leave no room for the rest at 1024 px
    field: 'ipv4Block',
    headerName: 'IP blocks',
    width: 200,
    renderCell: ({ row }) => <Lines items={[row.ipv4Block, row.ipv6Block]} />,
    csv: (row) => `${row.ipv4Block} ${row.ipv6Block}`,
  },
  {
    field: 'customRouterId',
    headerName: 'Custom router',
    width: 150,
    renderCell: ({ row }) => {
      if (!row.customRouterId) return '—'
      const router = routers.get(row.customRouterId)
      if (!router) return <span title={row.customRouterId}>…</span>
      return (
        <MuiLink component={Link} to={pb.router(project, vpc, router.name)}>
          {router.name}
        </MuiLink>
      )
    },
    csv: (row) => (row.customRouterId ? (routers.get(row.customRouterId)?.name ?? '') : ''),
  },
  createdColumn(),
]

/** Spec §2 subnets: the VPC's subnets; subnets-new and subnets/{subnet}/edit open over it. */
export function SubnetsTab() {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const navigate = useNavigate()
  const [deleteSubnet] = useVpcSubnetDeleteMutation()
  // the custom router column names routers by id
  const { data: routerPage } = useVpcRouterListQuery({
    query: { project, vpc, limit: ALL_PAGES_LIMIT },
  })
  const columns = useMemo(() => {
    const routers = new Map((routerPage?.items ?? []).map((r) => [r.id, r]))
    return subnetColumns(project, vpc, routers)
  }, [project, vpc, routerPage])
  const bulkActions = useMemo(
    () => [
      bulkDelete((subnet: VpcSubnet) => deleteSubnet({ path: { subnet: subnet.id } }).unwrap()),
    ],
    [deleteSubnet],
  )

  return (
    <ListPage
      title="Subnets"
      level="section"
      // the VPC's header has the page's icon
      icon={null}
      label="Subnets"
      list={subnetsList}
      kind="subnets"
      columns={columns}
      bulkActions={bulkActions}
      rowHeight="auto"
      create={{ label: 'New subnet', to: pb.subnetsNew(project, vpc) }}
      empty={{
        title: 'No subnets',
        body: "A subnet holds a range of the VPC's addresses for instances' network interfaces.",
      }}
      rowActions={(subnet) => [
        {
          label: 'Edit',
          onActivate: () => void navigate(pb.subnetEdit(project, vpc, subnet.name)),
        },
        deleteAction({
          noun: 'Subnet',
          name: subnet.name,
          doDelete: () => deleteSubnet({ path: { subnet: subnet.id } }).unwrap(),
        }),
      ]}
    >
      <Outlet />
    </ListPage>
  )
}
