import { useAlertDeliveryResendMutation } from '~/api/endpoints/systemAlerts'
import { messageOf } from '~/api/errors'
import type { AlertDelivery } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  AlertDeliveryStateBadge,
  CellLink,
  DateTime,
  DATE_MIN_WIDTH,
  type DataTableColumn,
  type RowAction,
} from '~/components'
import { deliveryResendReason } from '~/state/machines'
import { attemptText, triggerLabel } from './labels'

// A delivery's columns and its Resend, shared by a receiver's deliveries and an alert's.

const lastAttempt = (d: AlertDelivery) => d.attempts.webhook?.at(-1)

/** The columns after the first (the alert on a receiver's page, the receiver on an alert's). */
export const deliveryColumns: DataTableColumn<AlertDelivery>[] = [
  {
    field: 'state',
    headerName: 'State',
    width: 130,
    renderCell: ({ row }) => <AlertDeliveryStateBadge state={row.state} />,
    csv: (row) => row.state,
  },
  {
    field: 'trigger',
    headerName: 'Trigger',
    width: 110,
    renderCell: ({ row }) => triggerLabel(row.trigger),
    csv: (row) => row.trigger,
  },
  {
    field: 'timeStarted',
    headerName: 'Started',
    width: 200,
    minWidth: DATE_MIN_WIDTH,
    renderCell: ({ row }) => <DateTime date={row.timeStarted} />,
    csv: (row) => row.timeStarted.toISOString(),
  },
  {
    field: 'attempts',
    headerName: 'Attempts',
    width: 100,
    sortable: false,
    renderCell: ({ row }) => String(row.attempts.webhook?.length ?? 0),
    csv: (row) => String(row.attempts.webhook?.length ?? 0),
  },
  {
    field: 'response',
    headerName: 'Last response',
    flex: 1,
    minWidth: 140,
    sortable: false,
    renderCell: ({ row }) => attemptText(lastAttempt(row)),
    csv: (row) => attemptText(lastAttempt(row)),
  },
]

/** The alert a delivery carries, by its class, linking to the alert's page. */
export const alertColumn: DataTableColumn<AlertDelivery> = {
  field: 'alertClass',
  headerName: 'Alert',
  flex: 1,
  minWidth: 180,
  renderCell: ({ row }) =>
    // a test (probe) has no alert page of its own
    row.trigger === 'probe' ? (
      row.alertClass
    ) : (
      <CellLink to={pb.alert(row.alertId)}>{row.alertClass}</CellLink>
    ),
}

/** While a delivery is still being tried, its list looks again every 5 s. */
export const pollDeliveries = (rows: readonly AlertDelivery[] | undefined) =>
  rows?.some((d) => d.state === 'pending') ? 5000 : 0

/**
 * Resend: the alert sent to the receiver again, as a new delivery. Only a failed delivery
 * (the machine's rule), and only by a fleet admin.
 */
export function useResend(notAdmin: string | undefined) {
  const [resend] = useAlertDeliveryResendMutation()
  return (delivery: AlertDelivery, receiverName: string): RowAction => ({
    label: 'Resend',
    disabledReason:
      notAdmin ??
      (delivery.trigger === 'probe'
        ? 'A test is not sent again: send a new one'
        : deliveryResendReason(delivery)),
    onActivate: () =>
      void resend({ path: { alertId: delivery.alertId }, query: { receiver: delivery.receiverId } })
        .unwrap()
        .then(
          () => addToast({ content: `Alert sent again to ${receiverName}` }),
          (error: unknown) =>
            addToast({
              variant: 'error',
              title: 'Could not resend the alert',
              content: messageOf(error),
            }),
        ),
  })
}
