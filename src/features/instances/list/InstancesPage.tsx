import InstancesIcon from '@mui/icons-material/DnsOutlined'
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { instancesApi } from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { ListPage, type RowAction } from '~/components'
import { failedInstanceNote, instanceDisabledReason, pollInstances } from '~/state/machines'
import { useInstanceActions, useInstanceBulkActions } from '../actions'
import { instanceColumns } from './columns'

// A project's instances can run to thousands: the API pages them, and sorts them by name.
const instancesList = defineList({
  endpoint: instancesApi.endpoints.instanceList,
  query: (param) => ({ project: param('project') }),
  sortsByName: true,
})
export const instancesLoader = instancesList.loader

/** A failed instance's row says whether it comes back by itself: a line that may wrap. */
const hasNote = (instance: Instance) => failedInstanceNote(instance) !== undefined

const empty = {
  title: 'No instances',
  body: 'You need to create an instance to be able to see it here.',
}

/** Spec §2: a project's instances with their states and actions, paged 25 at a time. */
export function InstancesPage() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const columns = useMemo(() => instanceColumns(project), [project])
  const instanceActions = useInstanceActions()
  const bulkActions = useInstanceBulkActions()
  // a row also offers what the instance's page has a button for: its console (and, from the
  // shell, its id)
  const rowActions = useCallback(
    (instance: Instance): RowAction[] => {
      const actions = instanceActions(instance)
      const console: RowAction = {
        label: 'View serial console',
        reads: true,
        disabledReason: instanceDisabledReason('serialConsole', instance),
        onActivate: () => void navigate(pb.serialConsole(project, instance.name)),
      }
      // Delete stays last, apart from the rest
      return [...actions.slice(0, -1), console, ...actions.slice(-1)]
    },
    [instanceActions, navigate, project],
  )
  return (
    <ListPage
      title="Instances"
      icon={<InstancesIcon aria-hidden />}
      label="Instances"
      list={instancesList}
      kind="instances"
      // every second while any row is in progress (spec §4): a starting instance turns running
      poll={pollInstances}
      columns={columns}
      // a failed instance's reason wraps at 1024 px instead of being cut; the other rows are one
      // line, at the fixed height the grid need not measure
      rowHeight={hasNote}
      rowActions={rowActions}
      bulkActions={bulkActions}
      create={{ label: 'New instance', to: pb.instancesNew(project) }}
      empty={empty}
    />
  )
}
