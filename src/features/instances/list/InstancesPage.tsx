import AddIcon from '@mui/icons-material/Add'
import InstancesIcon from '@mui/icons-material/DnsOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useMemo } from 'react'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { instancesApi, useInstanceListQuery } from '~/api/endpoints/instances'
import { messageOf } from '~/api/errors'
import { PAGE_SIZE, tablePaging, usePagination } from '~/api/paging'
import { prefetchList } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { DataTable, EmptyState, PageHeader } from '~/components'
import { useLiveRows } from '~/state/entities'
import { pollInstances } from '~/state/machines'
import { useInstanceActions } from '../actions'
import { instanceColumns } from './columns'

export const instancesLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetchList(instancesApi.endpoints.instanceList, {
    query: { project: params.project!, limit: PAGE_SIZE },
  })
  return null
}

function InstanceList({ project }: { project: string }) {
  const pagination = usePagination()
  const args = { query: { project, limit: PAGE_SIZE, pageToken: pagination.pageToken } }
  const { data, error, isFetching } = useInstanceListQuery(args)
  // a start, stop or delete from the detail page or another row shows here at once
  const rows = useLiveRows('instances', data?.items)
  // a second subscription to the same page only sets how often it is re-asked: every second
  // while any row is in progress (spec §4), so a starting instance turns running by itself
  useInstanceListQuery(args, { pollingInterval: pollInstances(rows), skip: !data })
  const columns = useMemo(() => instanceColumns(project), [project])
  const instanceActions = useInstanceActions()

  const newInstance = pb.instancesNew(project)
  return (
    <>
      <PageHeader
        title="Instances"
        icon={<InstancesIcon aria-hidden />}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            component={Link}
            to={newInstance}
          >
            New instance
          </Button>
        }
      />
      {error !== undefined && !data ? (
        <Alert severity="error">Could not load the instances: {messageOf(error)}</Alert>
      ) : (
        <DataTable
          aria-label="Instances"
          columns={columns}
          rows={rows}
          loading={isFetching && !data}
          getRowLabel={(instance) => instance.name}
          pagination={tablePaging(pagination, data)}
          rowActions={instanceActions}
          emptyState={
            <EmptyState
              title="No instances"
              body="You need to create an instance to be able to see it here."
              buttonText="New instance"
              buttonTo={newInstance}
            />
          }
        />
      )}
    </>
  )
}

/** Spec §2: a project's instances with their states and actions, paged 25 at a time. */
export function InstancesPage() {
  const { project = '' } = useParams()
  // the route stays mounted when only :project changes; a fresh list starts on page 1
  return <InstanceList key={project} project={project} />
}
