import LanIcon from '@mui/icons-material/LanOutlined'
import { useMemo, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { externalSubnetsApi } from '~/api/endpoints/externalSubnets'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import { useSubnetPoolListQuery } from '~/api/endpoints/subnetPools'
import type { ExternalSubnet, Instance } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, WHOLE_LIST } from '~/api/wholeList'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { ListPage } from '~/components'
import { useLiveRows } from '~/state/entities'
import { AttachExternalSubnetModal } from './AttachExternalSubnetModal'
import { externalSubnetColumns, type Lookup } from './columns'
import { useExternalSubnetActions } from './useExternalSubnetActions'

// A project's external subnets are few: held whole, filtered and sorted here.
const externalSubnetsList = defineList({
  endpoint: externalSubnetsApi.endpoints.externalSubnetList,
  query: (param) => ({ project: param('project') }),
  whole: true,
  sortsByName: true,
})
export const externalSubnetsLoader = externalSubnetsList.loader

/** Attached or not, for the state filter. */
const attachment = (s: ExternalSubnet) => (s.instanceId ? 'Attached' : 'Detached')

const empty = {
  title: 'No external subnets',
  body: 'An external subnet is a block of addresses from a subnet pool, routed to an instance.',
}

/** projects/{project}/external-subnets: the create and edit forms open over it. */
export function ExternalSubnetsPage() {
  const { project } = useRouteParams('project')
  // the pool and instance columns name things by id; the instances are also the Attach choices
  const poolQuery = useSubnetPoolListQuery(WHOLE_LIST)
  const instanceQuery = useInstanceListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  const instanceRows = useLiveRows('instances', instanceQuery.data?.items)
  const instances: Lookup<Instance> = useMemo(
    () => ({
      byId: new Map((instanceRows ?? []).map((i) => [i.id, i])),
      loading: instanceQuery.isLoading,
    }),
    [instanceRows, instanceQuery.isLoading],
  )
  const columns = useMemo(() => {
    const pools = {
      byId: new Map((poolQuery.data?.items ?? []).map((p) => [p.id, p])),
      loading: poolQuery.isLoading,
    }
    return externalSubnetColumns(project, pools, instances)
  }, [project, poolQuery.data, poolQuery.isLoading, instances])

  const [attaching, setAttaching] = useState<ExternalSubnet | null>(null)
  const actions = useExternalSubnetActions({ project, instances, onAttach: setAttaching })

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
      rowActions={actions}
      create={{ label: 'New external subnet', to: pb.externalSubnetsNew(project) }}
      empty={empty}
    >
      {attaching && (
        <AttachExternalSubnetModal
          subnet={attaching}
          instances={instanceRows}
          loadError={instanceQuery.error}
          onRetry={instanceQuery.refetch}
          onDismiss={() => setAttaching(null)}
        />
      )}
      <Outlet />
    </ListPage>
  )
}
