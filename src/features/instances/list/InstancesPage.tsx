import InstancesIcon from '@mui/icons-material/DnsOutlined'
import { useMemo } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { instancesApi } from '~/api/endpoints/instances'
import { PAGE_SIZE } from '~/api/paging'
import { prefetchList } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { ListPage } from '~/components'
import { pollInstances } from '~/state/machines'
import { useInstanceActions } from '../actions'
import { instanceColumns } from './columns'

export const instancesLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetchList(instancesApi.endpoints.instanceList, {
    query: { project: params.project!, limit: PAGE_SIZE },
  })
  return null
}

const empty = {
  title: 'No instances',
  body: 'You need to create an instance to be able to see it here.',
}

/** Spec §2: a project's instances with their states and actions, paged 25 at a time. */
export function InstancesPage() {
  const { project = '' } = useParams()
  const columns = useMemo(() => instanceColumns(project), [project])
  const instanceActions = useInstanceActions()
  return (
    <ListPage
      title="Instances"
      icon={<InstancesIcon aria-hidden />}
      label="Instances"
      endpoint={instancesApi.endpoints.instanceList}
      query={(params) => ({ project: params.project ?? '' })}
      kind="instances"
      // every second while any row is in progress (spec §4): a starting instance turns running
      poll={pollInstances}
      columns={columns}
      rowActions={instanceActions}
      create={{ label: 'New instance', to: pb.instancesNew(project) }}
      empty={empty}
    />
  )
}
