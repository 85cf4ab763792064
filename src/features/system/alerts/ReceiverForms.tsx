import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useNavigate } from 'react-router-dom'
import {
  systemAlertsApi,
  useWebhookReceiverCreateMutation,
  useWebhookReceiverUpdateMutation,
} from '~/api/endpoints/systemAlerts'
import { pb } from '~/app/routes/paths'
import {
  CopyButton,
  DescriptionField,
  NameField,
  planRequest,
  ResourceForm,
  TextField,
} from '~/components'
import {
  generateSecret,
  receiverCreateSchema,
  receiverEditSchema,
  type ReceiverCreateValues,
  type ReceiverEditValues,
} from './receiverSchema'
import { receiverView } from './receiverView'
import { SubscriptionsField } from './SubscriptionsField'

const ENDPOINT_HELP = 'Where the rack sends each alert, as an HTTP POST'

const blank: ReceiverCreateValues & { classPick: string } = {
  name: '',
  description: '',
  endpoint: '',
  secret: '',
  subscriptions: [],
  subscriptionDraft: '',
  classPick: '',
}

type CreateValues = typeof blank

const createRequest = (values: CreateValues) => {
  const { name, description, endpoint, secret, subscriptions, subscriptionDraft } = values
  // a draft left filled in was checked like an added one: it is sent with them
  const draft = subscriptionDraft.trim()
  return planRequest(systemAlertsApi.endpoints.webhookReceiverCreate, {
    body: {
      name,
      description,
      endpoint: endpoint.trim(),
      secrets: [secret.trim()],
      subscriptions: draft ? [...subscriptions, draft] : subscriptions,
    },
  })
}

/**
 * alerts/receivers-new: a webhook receiver with its first signing secret (the API needs one) and
 * its subscriptions. The secret is typed or generated here and shown in its field: the API never
 * shows a secret's value again, only its id.
 */
export function ReceiverCreateForm() {
  const navigate = useNavigate()
  const [create] = useWebhookReceiverCreateMutation()
  return (
    <ResourceForm
      title="New webhook receiver"
      submitLabel="Create receiver"
      initialValues={blank}
      validationSchema={receiverCreateSchema}
      request={createRequest}
      submit={(values) => create(createRequest(values).arg).unwrap()}
      successMessage={(r) => `Webhook receiver ${r.name} created`}
      goTo={(r) => pb.alertReceiver(r.name)}
      onDismiss={() => void navigate(pb.alertReceivers())}
      gateAction="create webhook receivers"
    >
      {(formik) => (
        <>
          <NameField />
          <DescriptionField />
          <TextField
            name="endpoint"
            label="Endpoint"
            autoComplete="off"
            description={ENDPOINT_HELP}
          />
          <TextField
            name="secret"
            label="Secret"
            autoComplete="off"
            description="The receiver checks each request’s signature with it. Keep a copy: the API never shows it again."
          />
          <Box sx={{ display: 'flex', gap: 1, mt: -1 }}>
            <Button
              variant="outlined"
              size="small"
              onClick={() => void formik.setFieldValue('secret', generateSecret())}
            >
              Generate secret
            </Button>
            {formik.values.secret.trim() !== '' && (
              <CopyButton text={formik.values.secret.trim()} label="Copy secret" />
            )}
          </Box>
          <SubscriptionsField />
        </>
      )}
    </ResourceForm>
  )
}

/** alerts/receivers/{receiver}/edit: its name, description and endpoint (secrets and
 * subscriptions are changed on its page, through their own calls). */
export const ReceiverEditForm = receiverView.page(function ReceiverEditForm({ data: receiver }) {
  const navigate = useNavigate()
  const [update] = useWebhookReceiverUpdateMutation()
  // by id: the form may be renaming it
  const request = (values: ReceiverEditValues) =>
    planRequest(systemAlertsApi.endpoints.webhookReceiverUpdate, {
      path: { receiver: receiver.id },
      body: { ...values, endpoint: values.endpoint.trim() },
    })
  return (
    <ResourceForm
      title="Edit webhook receiver"
      submitLabel="Update receiver"
      initialValues={{
        name: receiver.name,
        description: receiver.description,
        endpoint: receiver.kind.endpoint,
      }}
      validationSchema={receiverEditSchema}
      request={request}
      // the API answers with no body: the toast and the page go by what was sent
      submit={async (values) => {
        await update(request(values).arg).unwrap()
        return values
      }}
      successMessage={(r) => `Webhook receiver ${r.name} updated`}
      goTo={(r) => pb.alertReceiver(r.name)}
      onDismiss={() => void navigate(pb.alertReceiver(receiver.name))}
      gateAction="edit webhook receivers"
    >
      <NameField />
      <DescriptionField />
      <TextField name="endpoint" label="Endpoint" autoComplete="off" description={ENDPOINT_HELP} />
    </ResourceForm>
  )
}, null)
