import HubIcon from '@mui/icons-material/HubOutlined'
import { useMemo } from 'react'
import { Outlet } from 'react-router-dom'
import { vpcsApi } from '~/api/endpoints/vpcs'
import type { Vpc } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'
import { useVpcActions } from './useVpcActions'

// A project's VPCs are few: held whole, filtered and sorted here.
const vpcsList = defineList({
  endpoint: vpcsApi.endpoints.vpcList,
  query: (param) => ({ project: param('project') }),
  whole: true,
  sortsByName: true,
})
export const vpcsLoader = vpcsList.loader

const vpcColumns = (project: string): DataTableColumn<Vpc>[] => [
  nameLinkColumn((v) => pb.vpc(project, v.name)),
  { field: 'dnsName', headerName: 'DNS name', width: 140 },
  descriptionColumn(),
  createdColumn(),
]

/** Spec §2 vpcs: the project's VPCs; vpcs-new and vpcs/{vpc}/edit open over the list. */
export function VpcsPage() {
  const { project } = useRouteParams('project')
  const actions = useVpcActions(project)
  const columns = useMemo(() => vpcColumns(project), [project])
  return (
    <ListPage
      title="VPCs"
      icon={<HubIcon aria-hidden />}
      label="VPCs"
      list={vpcsList}
      kind="vpcs"
      noun="VPCs"
      one="VPC"
      columns={columns}
      rowActions={actions}
      create={{ label: 'New VPC', to: pb.vpcsNew(project) }}
      empty={{
        title: 'No VPCs',
        body: "A VPC is a private network for the project's instances.",
      }}
    >
      <Outlet />
    </ListPage>
  )
}
