import { Outlet } from 'react-router-dom'
import { systemAlertsApi } from '~/api/endpoints/systemAlerts'
import type { AlertReceiver } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { Chips, createdColumn, ListPage, nameLinkColumn, type DataTableColumn } from '~/components'
import { useReceiverActions } from './useReceiverActions'

// A rack's receivers are few: held whole, filtered and sorted here.
const receiversList = defineList({
  endpoint: systemAlertsApi.endpoints.alertReceiverList,
  whole: true,
  sortsByName: true,
})
export const receiversLoader = receiversList.loader

const columns: DataTableColumn<AlertReceiver>[] = [
  nameLinkColumn((r) => pb.alertReceiver(r.name)),
  {
    field: 'endpoint',
    headerName: 'Endpoint',
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => <code>{row.kind.endpoint}</code>,
    csv: (row) => row.kind.endpoint,
  },
  {
    field: 'subscriptions',
    headerName: 'Subscriptions',
    flex: 2,
    sortable: false,
    renderCell: ({ row }) =>
      row.subscriptions.length ? <Chips items={row.subscriptions} /> : 'None',
    csv: (row) => row.subscriptions.join(' '),
  },
  createdColumn<AlertReceiver>(),
]

const empty = {
  title: 'No receivers',
  body: 'A webhook receiver is an address the rack sends alerts to, such as a pager or a ticket system.',
}
const create = { label: 'New webhook receiver', to: pb.alertReceiversNew() }

/** system/alerts/receivers: the webhook receivers; receivers-new opens over the list. */
export function ReceiversPage() {
  const { actions, probing } = useReceiverActions()
  return (
    <ListPage
      title="Receivers"
      level="section"
      label="Receivers"
      noun="receivers"
      one="receiver"
      list={receiversList}
      columns={columns}
      rowHeight="auto"
      rowActions={actions}
      create={create}
      empty={empty}
    >
      {probing}
      <Outlet />
    </ListPage>
  )
}
