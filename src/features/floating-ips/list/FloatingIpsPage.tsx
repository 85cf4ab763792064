import PublicIcon from '@mui/icons-material/PublicOutlined'
import { useMemo, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { floatingIpsApi } from '~/api/endpoints/floatingIps'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import { useIpPoolListQuery } from '~/api/endpoints/ipPools'
import type { FloatingIp, Instance } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { WHOLE_LIST } from '~/api/wholeList'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { ListPage } from '~/components'
import { useLiveRows } from '~/state/entities'
import { AttachFloatingIpModal } from './AttachFloatingIpModal'
import { floatingIpColumns, type Lookup } from './columns'
import { useFloatingIpActions, useFloatingIpBulkActions } from './useFloatingIpActions'

// A project's floating IPs are few: held whole, filtered and sorted here.
const floatingIpsList = defineList({
  endpoint: floatingIpsApi.endpoints.floatingIpList,
  query: (param) => ({ project: param('project') }),
  whole: true,
  sortsByName: true,
})
export const floatingIpsLoader = floatingIpsList.loader

/** Attached or not, for the state filter. */
const attachment = (ip: FloatingIp) => (ip.instanceId ? 'Attached' : 'Detached')

const empty = {
  title: 'No floating IPs',
  body: 'A floating IP is an address from a pool that can move between instances.',
}

/** Spec §2 floating-ips: the project's floating IPs; the create and edit forms open over it. */
export function FloatingIpsPage() {
  const { project } = useRouteParams('project')
  // the pool and instance columns name things by id; the instances are also the Attach choices
  const poolQuery = useIpPoolListQuery(WHOLE_LIST)
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
    return floatingIpColumns(project, pools, instances)
  }, [project, poolQuery.data, poolQuery.isLoading, instances])

  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const actions = useFloatingIpActions({ project, instances, onAttach: setAttaching })
  const bulkActions = useFloatingIpBulkActions()

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
      rowActions={actions}
      bulkActions={bulkActions}
      create={{ label: 'New floating IP', to: pb.floatingIpsNew(project) }}
      empty={empty}
    >
      {attaching && (
        <AttachFloatingIpModal
          ip={attaching}
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
