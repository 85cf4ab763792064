import AddIcon from '@mui/icons-material/Add'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import {
  systemAlertsApi,
  useAlertReceiverSubscriptionAddMutation,
  useAlertReceiverSubscriptionRemoveMutation,
} from '~/api/endpoints/systemAlerts'
import type { AlertReceiver } from '~/api/generated/types'
import {
  addToast,
  confirmAction,
  GatedButton,
  ListPage,
  planRequest,
  ResourceForm,
  TextField,
  type DataTableColumn,
} from '~/components'
import { describeSubscription } from './labels'
import { SUBSCRIPTION_MESSAGE, subscriptionError } from './receiverSchema'
import { ClassPicker, GLOB_HELP, SubscriptionMeaning } from './SubscriptionsField'
import { useAlertClasses } from './useAlertClasses'
import * as yup from 'yup'

type Row = { id: string; subscription: string }
type AddValues = { subscription: string; classPick: string }

/** One subscription more: a class picked from the rack's, or a glob typed. */
function SubscriptionAddForm({
  receiver,
  onDismiss,
}: {
  receiver: AlertReceiver
  onDismiss: () => void
}) {
  const [add] = useAlertReceiverSubscriptionAddMutation()
  const request = ({ subscription }: AddValues) =>
    planRequest(systemAlertsApi.endpoints.alertReceiverSubscriptionAdd, {
      path: { receiver: receiver.id },
      body: { subscription: subscription.trim() },
    })
  const schema = yup.object({
    subscription: yup
      .string()
      .required(SUBSCRIPTION_MESSAGE)
      .test('subscription', function check(value) {
        const error = subscriptionError(value ?? '', receiver.subscriptions)
        return error ? this.createError({ message: error }) : true
      }),
  })
  return (
    <ResourceForm<AddValues, { subscription: string }>
      title="Add subscription"
      subtitle={`Webhook receiver ${receiver.name}`}
      submitLabel="Add subscription"
      initialValues={{ subscription: '', classPick: '' }}
      validationSchema={schema}
      request={request}
      submit={(values) => add(request(values).arg).unwrap()}
      successMessage={({ subscription }) => `Subscribed to ${subscription}`}
      onDismiss={onDismiss}
      gateAction="change alert receivers"
    >
      {({ values }) => (
        <>
          <ClassPicker into="subscription" />
          <TextField
            name="subscription"
            label="Alert class or glob"
            autoComplete="off"
            description={GLOB_HELP}
          />
          <SubscriptionMeaning text={values.subscription} />
        </>
      )}
    </ResourceForm>
  )
}

/** A receiver's subscriptions, each said in words; add one, remove one (confirmed). */
export function SubscriptionsTab({
  receiver,
  notAdmin,
  view,
}: {
  receiver: AlertReceiver
  notAdmin: string | undefined
  /** the receiver's view, which carries its subscriptions: refreshed for the list */
  view: { refetch: () => unknown; fulfilledTimeStamp?: number }
}) {
  const classes = useAlertClasses()
  const [remove] = useAlertReceiverSubscriptionRemoveMutation()
  const [adding, setAdding] = useState(false)
  const rows = useMemo(
    () => receiver.subscriptions.map((s) => ({ id: s, subscription: s })),
    [receiver.subscriptions],
  )
  const columns: DataTableColumn<Row>[] = useMemo(
    () => [
      {
        field: 'subscription',
        headerName: 'Subscription',
        flex: 1,
        renderCell: ({ row }) => <code>{row.subscription}</code>,
      },
      {
        field: 'meaning',
        headerName: 'What it matches',
        flex: 2,
        sortable: false,
        renderCell: ({ row }) => describeSubscription(row.subscription, classes),
        csv: (row) => describeSubscription(row.subscription, classes),
      },
    ],
    [classes],
  )
  return (
    <ListPage
      label="Subscriptions"
      result={{
        rows,
        error: undefined,
        refetch: view.refetch,
        updatedAt: view.fulfilledTimeStamp,
      }}
      columns={columns}
      rowHeight="auto"
      copyId={false}
      getRowLabel={(row) => row.subscription}
      headerActions={
        <GatedButton
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
          disabledReason={notAdmin}
          onClick={() => setAdding(true)}
        >
          Add subscription
        </GatedButton>
      }
      empty={{
        title: 'No subscriptions',
        body: 'This receiver gets no alerts until it subscribes to a class or a glob of them.',
      }}
      rowActions={(row) => [
        {
          label: 'Remove',
          danger: true,
          disabledReason: notAdmin,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Remove subscription',
              modalContent: (
                <Typography>
                  Stop sending <code>{row.subscription}</code> alerts to{' '}
                  <strong>{receiver.name}</strong>?
                </Typography>
              ),
              errorTitle: 'Could not remove the subscription',
              actionType: 'danger',
              actionLabel: 'Remove',
              doAction: async () => {
                await remove({
                  path: { receiver: receiver.id, subscription: row.subscription },
                }).unwrap()
                addToast({ content: `Unsubscribed from ${row.subscription}` })
              },
            }),
        },
      ]}
    >
      {adding && <SubscriptionAddForm receiver={receiver} onDismiss={() => setAdding(false)} />}
    </ListPage>
  )
}
