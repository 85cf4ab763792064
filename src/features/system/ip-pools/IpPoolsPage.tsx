import { Outlet } from 'react-router-dom'
import { systemIpPoolsApi } from '~/api/endpoints/systemIpPools'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { ListPage } from '~/components'
import { ipPoolColumns } from './columns'
import { usePoolActions } from './usePoolActions'

// A fleet's pools are few: held whole, filtered and sorted here.
const ipPoolsList = defineList({
  endpoint: systemIpPoolsApi.endpoints.systemIpPoolList,
  whole: true,
  sortsByName: true,
})
export const ipPoolsLoader = ipPoolsList.loader

const empty = {
  title: 'No IP pools',
  body: 'An IP pool holds the external addresses that linked silos hand out.',
}
const create = { label: 'New IP pool', to: pb.ipPoolsNew() }

/**
 * Spec §2 system/networking/ip-pools: the fleet's pools (the Networking area's first tab, under
 * its heading); ip-pools-new opens over it.
 */
export function IpPoolsPage() {
  const poolActions = usePoolActions()
  return (
    <ListPage
      title="IP Pools"
      level="section"
      label="IP pools"
      list={ipPoolsList}
      kind="ipPools"
      columns={ipPoolColumns}
      rowActions={poolActions}
      create={create}
      empty={empty}
    >
      <Outlet />
    </ListPage>
  )
}
