import PublicIcon from '@mui/icons-material/PublicOutlined'
import { Outlet } from 'react-router-dom'
import { floatingIpsApi } from '~/api/endpoints/floatingIps'
import { useIpPoolListQuery } from '~/api/endpoints/ipPools'
import { WHOLE_LIST } from '~/api/wholeList'
import {
  attachment,
  useAttachableBulkActions,
  useAttachableList,
} from '~/app/attachable/attachable'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { ListPage } from '~/components'
import { floatingIpColumns } from './columns'
import { floatingIpKind } from './kind'

// A project's floating IPs are few: held whole, filtered and sorted here.
const floatingIpsList = defineList({
  endpoint: floatingIpsApi.endpoints.floatingIpList,
  query: (param) => ({ project: param('project') }),
  whole: true,
  sortsByName: true,
})
export const floatingIpsLoader = floatingIpsList.loader

const empty = {
  title: 'No floating IPs',
  body: 'A floating IP is an address from a pool that can move between instances.',
}

/** Spec §2 floating-ips: the project's floating IPs; the create and edit forms open over it. */
export function FloatingIpsPage() {
  const { project } = useRouteParams('project')
  // the pool and instance columns name things by id; the instances are also the Attach choices
  const { columns, rowActions, attachModal } = useAttachableList(
    floatingIpKind,
    project,
    useIpPoolListQuery(WHOLE_LIST),
    floatingIpColumns,
  )
  const bulkActions = useAttachableBulkActions(
    floatingIpKind,
    'Their instances lose these addresses.',
  )

  return (
    <ListPage
      title="Floating IPs"
      icon={<PublicIcon aria-hidden />}
      label="Floating IPs"
      list={floatingIpsList}
      kind="floatingIps"
      noun="floating IPs"
      one="floating IP"
      stateOf={attachment}
      columns={columns}
      rowActions={rowActions}
      bulkActions={bulkActions}
      create={{ label: 'New floating IP', to: pb.floatingIpsNew(project) }}
      empty={empty}
    >
      {attachModal}
      <Outlet />
    </ListPage>
  )
}
