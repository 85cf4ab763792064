import HubIcon from '@mui/icons-material/HubOutlined'
import { useMemo } from 'react'
import { Outlet, useParams } from 'react-router-dom'
import { vpcsApi } from '~/api/endpoints/vpcs'
import type { Vpc } from '~/api/generated/types'
import { listLoader } from '~/app/prefetch'
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
const shape = { whole: true, sortsByName: true }

export const vpcsLoader = listLoader(
  vpcsApi.endpoints.vpcList,
  (p) => ({ project: p.project! }),
  shape,
)

const vpcColumns = (project: string): DataTableColumn<Vpc>[] => [
  nameLinkColumn((v) => pb.vpc(project, v.name)),
  { field: 'dnsName', headerName: 'DNS name', width: 140 },
  descriptionColumn(),
  createdColumn(),
]

/** Spec §2 vpcs: the project's VPCs; vpcs-new and vpcs/{vpc}/edit open over the list. */
export function VpcsPage() {
  const { project = '' } = useParams()
  const actions = useVpcActions(project)
  const columns = useMemo(() => vpcColumns(project), [project])
  return (
    <ListPage
      title="VPCs"
      icon={<HubIcon aria-hidden />}
      label="VPCs"
      endpoint={vpcsApi.endpoints.vpcList}
      query={(params) => ({ project: params.project ?? '' })}
      kind="vpcs"
      {...shape}
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
