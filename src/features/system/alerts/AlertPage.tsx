import NotificationsIcon from '@mui/icons-material/NotificationsOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { systemAlertsApi } from '~/api/endpoints/systemAlerts'
import { processRequestBody } from '~/api/casing'
import { useRoleGate } from '~/app/roles'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  CellLink,
  CopyButton,
  DateTime,
  ListPage,
  PageHeader,
  PropertiesTable,
  type DataTableColumn,
} from '~/components'
import { ClassDescription } from './ClassDescription'
import { deliveryColumns, useResend } from './deliveries'
import { useAlertDeliveries, type DeliveryToReceiver } from './useAlertDeliveries'

const alertView = defineView(systemAlertsApi.endpoints.alertView, (param) => ({
  path: { alertId: param('alertId') },
}))
export const alertLoader = alertView.loader

const receiverColumn: DataTableColumn<DeliveryToReceiver> = {
  field: 'receiver',
  headerName: 'Receiver',
  flex: 1,
  minWidth: 160,
  renderCell: ({ row }) => (
    <CellLink to={pb.alertReceiver(row.receiver.name, 'deliveries')}>{row.receiver.name}</CellLink>
  ),
  csv: (row) => row.receiver.name,
}
const columns: DataTableColumn<DeliveryToReceiver>[] = [receiverColumn, ...deliveryColumns]

/**
 * The payload as the rack sent it. Responses are camelCased on their way in (spec §7), the
 * payload's own keys with them: they go back to the wire's snake_case here, as the API wrote them.
 */
const payloadText = (payload: unknown) =>
  JSON.stringify(processRequestBody(payload) ?? null, null, 2)

/** system/alerts/{alertId}: its class, time and payload, and each delivery to a receiver. */
export const AlertPage = alertView.page(function AlertPage({ data: alert }) {
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'resend alerts' })
  const resend = useResend(notAdmin)
  const deliveries = useAlertDeliveries(alert.id)
  const payload = useMemo(() => payloadText(alert.alert), [alert.alert])
  return (
    <>
      <PageHeader title={alert.class} icon={<NotificationsIcon aria-hidden />} />
      <Box sx={{ mb: 3 }}>
        <PropertiesTable
          columns={2}
          properties={[
            { label: 'Class', value: <code>{alert.class}</code> },
            { label: 'What it means', value: <ClassDescription name={alert.class} /> },
            { label: 'Raised', value: <DateTime date={alert.timeCreated} /> },
            { label: 'ID', value: <code>{alert.id}</code> },
          ]}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h2" component="h2">
          Payload
        </Typography>
        <CopyButton text={payload} label="Copy payload" />
      </Box>
      <Box
        component="pre"
        // a region the keyboard can scroll
        role="region"
        tabIndex={0}
        aria-label="Payload"
        sx={{
          m: 0,
          mb: 4,
          p: 2,
          overflow: 'auto',
          maxHeight: '24rem',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontSize: '0.8125rem',
          bgcolor: 'action.hover',
        }}
      >
        {payload}
      </Box>
      <ListPage
        title="Deliveries"
        level="section"
        label="Deliveries"
        result={{ rows: deliveries.rows, error: deliveries.error, refetch: deliveries.retry }}
        columns={columns}
        getRowLabel={(d) => d.receiver.name}
        // a row's id is its receiver's and its own
        copyId={false}
        empty={{
          title: 'Sent nowhere',
          body: 'No receiver subscribes to this alert’s class.',
        }}
        rowActions={(d) => [resend(d, d.receiver.name)]}
      />
    </>
  )
})
