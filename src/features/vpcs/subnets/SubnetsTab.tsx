import LanIcon from '@mui/icons-material/LanOutlined'
import MuiLink from '@mui/material/Link'
import { useMemo } from 'react'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { useVpcRouterListQuery, useVpcSubnetDeleteMutation, vpcsApi } from '~/api/endpoints/vpcs'
import type { VpcRouter, VpcSubnet } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, PAGE_SIZE } from '~/api/paging'
import { prefetchList } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmDelete,
  createdColumn,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'

export const subnetsLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetchList(vpcsApi.endpoints.vpcSubnetList, {
    query: { project: params.project!, vpc: params.vpc!, limit: PAGE_SIZE },
  })
  return null
}

const subnetColumns = (
  project: string,
  vpc: string,
  routers: ReadonlyMap<string, VpcRouter>,
): DataTableColumn<VpcSubnet>[] => [
  nameLinkColumn((s) => pb.subnetEdit(project, vpc, s.name)),
  descriptionColumn(),
  { field: 'ipv4Block', headerName: 'IPv4 block', width: 150 },
  { field: 'ipv6Block', headerName: 'IPv6 block', width: 220 },
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
  const { project = '', vpc = '' } = useParams()
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

  return (
    <ListPage
      title="Subnets"
      level="section"
      icon={<LanIcon aria-hidden />}
      label="Subnets"
      endpoint={vpcsApi.endpoints.vpcSubnetList}
      query={(params) => ({ project: params.project ?? '', vpc: params.vpc ?? '' })}
      kind="subnets"
      columns={columns}
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
        {
          label: 'Delete',
          danger: true,
          onActivate: () =>
            confirmDelete({
              label: subnet.name,
              doDelete: async () => {
                await deleteSubnet({ path: { subnet: subnet.id } }).unwrap()
                addToast({ content: `Subnet ${subnet.name} deleted` })
              },
            }),
        },
      ]}
    >
      <Outlet />
    </ListPage>
  )
}
