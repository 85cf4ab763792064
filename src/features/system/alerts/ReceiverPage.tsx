import WebhookIcon from '@mui/icons-material/WebhookOutlined'
import Box from '@mui/material/Box'
import { useCallback } from 'react'
import { Outlet, useNavigate, type Params } from 'react-router-dom'
import { systemAlertsApi } from '~/api/endpoints/systemAlerts'
import type { AlertDelivery, AlertReceiver } from '~/api/generated/types'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { DateTime, ListPage, PropertiesTable, QueryTabs, ResourceHeader } from '~/components'
import { alertColumn, deliveryColumns, pollDeliveries, useResend } from './deliveries'
import { receiverView } from './receiverView'
import { SecretsTab } from './SecretsTab'
import { SubscriptionsTab } from './SubscriptionsTab'
import { useReceiverActions } from './useReceiverActions'

export const receiverLoader = receiverView.loader

const columns = [alertColumn, ...deliveryColumns]
const deliveriesPath = (params: Readonly<Params>) => ({
  receiver: routeParam(params, 'receiver'),
})
// newest first: the last attempts are the ones an operator asks about
const deliveriesQuery = () => ({ sortBy: 'time_and_id_descending' as const })

/** Each alert sent to the receiver (and each test), newest first; resend a failed one. */
function DeliveriesTab({
  receiver,
  notAdmin,
}: {
  receiver: AlertReceiver
  notAdmin: string | undefined
}) {
  const resend = useResend(notAdmin)
  return (
    <ListPage
      label="Deliveries"
      endpoint={systemAlertsApi.endpoints.alertDeliveryList}
      path={deliveriesPath}
      query={deliveriesQuery}
      poll={pollDeliveries}
      columns={columns}
      getRowLabel={(d: AlertDelivery) => d.alertClass}
      empty={{
        title: 'No deliveries',
        body: 'Alerts of the classes this receiver subscribes to are listed here as they are sent.',
      }}
      rowActions={(d) => [resend(d, receiver.name)]}
    />
  )
}

/**
 * alerts/receivers/{receiver}: where it sends, its subscriptions, secrets and deliveries (tabs);
 * send a test, edit, delete.
 */
export const ReceiverPage = receiverView.page(function ReceiverPage({ data: receiver, query }) {
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.alertReceivers()), [navigate])
  const { actions, probing, notAdmin } = useReceiverActions(onDeleted)
  return (
    <>
      <ResourceHeader
        title={receiver.name}
        description={receiver.description}
        icon={<WebhookIcon aria-hidden />}
        kind="receiver"
        actions={actions(receiver)}
      />
      <Box sx={{ mb: 3 }}>
        <PropertiesTable
          columns={2}
          properties={[
            { label: 'Endpoint', value: <code>{receiver.kind.endpoint}</code> },
            { label: 'Kind', value: receiver.kind.kind },
            { label: 'Created', value: <DateTime date={receiver.timeCreated} /> },
            { label: 'Modified', value: <DateTime date={receiver.timeModified} /> },
          ]}
        />
      </Box>
      <QueryTabs
        label="Receiver tabs"
        path={pb.alertReceiver(receiver.name)}
        tabs={[
          {
            value: 'subscriptions',
            label: 'Subscriptions',
            content: () => (
              <SubscriptionsTab receiver={receiver} notAdmin={notAdmin} view={query} />
            ),
          },
          {
            value: 'secrets',
            label: 'Secrets',
            content: () => <SecretsTab receiver={receiver} notAdmin={notAdmin} />,
          },
          {
            value: 'deliveries',
            label: 'Deliveries',
            content: () => <DeliveriesTab receiver={receiver} notAdmin={notAdmin} />,
          },
        ]}
      />
      {probing}
      <Outlet />
    </>
  )
})
