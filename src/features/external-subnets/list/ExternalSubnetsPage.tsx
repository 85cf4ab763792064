import LanIcon from '@mui/icons-material/LanOutlined'
import { Outlet } from 'react-router-dom'
import { externalSubnetsApi } from '~/api/endpoints/externalSubnets'
import { useSubnetPoolListQuery } from '~/api/endpoints/subnetPools'
import { WHOLE_LIST } from '~/api/wholeList'
import { attachment, useAttachableList } from '~/app/attachable/attachable'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { ListPage } from '~/components'
import { externalSubnetColumns } from './columns'
import { externalSubnetKind } from './kind'

// A project's external subnets are few: held whole, filtered and sorted here.
const externalSubnetsList = defineList({
  endpoint: externalSubnetsApi.endpoints.externalSubnetList,
  query: (param) => ({ project: param('project') }),
  whole: true,
  sortsByName: true,
})
export const externalSubnetsLoader = externalSubnetsList.loader

const empty = {
  title: 'No external subnets',
  body: 'An external subnet is a block of addresses from a subnet pool, routed to an instance.',
}

/** projects/{project}/external-subnets: the create and edit forms open over it. */
export function ExternalSubnetsPage() {
  const { project } = useRouteParams('project')
  // the pool and instance columns name things by id; the instances are also the Attach choices
  const { columns, rowActions, attachModal } = useAttachableList(
    externalSubnetKind,
    project,
    useSubnetPoolListQuery(WHOLE_LIST),
    externalSubnetColumns,
  )

  return (
    <ListPage
      title="External subnets"
      icon={<LanIcon aria-hidden />}
      label="External subnets"
      list={externalSubnetsList}
      noun="external subnets"
      one="external subnet"
      stateOf={attachment}
      columns={columns}
      rowActions={rowActions}
      create={{ label: 'New external subnet', to: pb.externalSubnetsNew(project) }}
      empty={empty}
    >
      {attachModal}
      <Outlet />
    </ListPage>
  )
}
