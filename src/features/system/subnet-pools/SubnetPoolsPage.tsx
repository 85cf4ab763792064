import { Outlet } from 'react-router-dom'
import { systemSubnetPoolsApi } from '~/api/endpoints/systemSubnetPools'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { ListPage } from '~/components'
import { subnetPoolColumns } from './columns'
import { useSubnetPoolActions } from './usePoolActions'

// A fleet's pools are few: held whole, filtered and sorted here.
const subnetPoolsList = defineList({
  endpoint: systemSubnetPoolsApi.endpoints.systemSubnetPoolList,
  whole: true,
  sortsByName: true,
})
export const subnetPoolsLoader = subnetPoolsList.loader

const empty = {
  title: 'No subnet pools',
  body: 'A subnet pool holds the subnets that linked silos carve external subnets from.',
}
const create = { label: 'New subnet pool', to: pb.subnetPoolsNew() }

/**
 * system/networking/subnet-pools: the fleet's subnet pools (a tab of the Networking area, beside
 * IP Pools); subnet-pools-new opens over it.
 */
export function SubnetPoolsPage() {
  const poolActions = useSubnetPoolActions()
  return (
    <ListPage
      title="Subnet Pools"
      level="section"
      label="Subnet pools"
      list={subnetPoolsList}
      columns={subnetPoolColumns}
      rowActions={poolActions}
      create={create}
      empty={empty}
    >
      <Outlet />
    </ListPage>
  )
}
