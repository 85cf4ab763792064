import { systemAlertsApi } from '~/api/endpoints/systemAlerts'
import type { Alert } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { CellLink, createdColumn, ListPage, type DataTableColumn } from '~/components'
import { ClassDescription } from './ClassDescription'

// Newest first: an operator comes here after something happened.
const alertsList = defineList({
  endpoint: systemAlertsApi.endpoints.alertList,
  query: () => ({ sortBy: 'time_and_id_descending' }),
})
export const alertsLoader = alertsList.loader

const columns: DataTableColumn<Alert>[] = [
  {
    field: 'class',
    headerName: 'Class',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row }) => <CellLink to={pb.alert(row.id)}>{row.class}</CellLink>,
  },
  {
    field: 'description',
    headerName: 'What it means',
    flex: 2,
    sortable: false,
    renderCell: ({ row }) => <ClassDescription name={row.class} />,
    csv: null,
  },
  createdColumn<Alert>(),
]

const empty = {
  title: 'No alerts',
  body: 'The rack raises an alert when something needs an operator, such as a faulted disk or a sled that stopped answering.',
}

/** system/alerts: every alert the rack raised, newest first, each opening its page. */
export function AlertsPage() {
  return (
    <ListPage
      title="Alerts"
      level="section"
      label="Alerts"
      list={alertsList}
      columns={columns}
      getRowLabel={(row) => row.class}
      empty={empty}
    />
  )
}
