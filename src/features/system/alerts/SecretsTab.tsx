import AddIcon from '@mui/icons-material/Add'
import Typography from '@mui/material/Typography'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useMemo } from 'react'
import { useDispatch } from 'react-redux'
import {
  systemAlertsApi,
  useWebhookSecretsDeleteMutation,
  useWebhookSecretsListQuery,
} from '~/api/endpoints/systemAlerts'
import type { AlertReceiver, WebhookSecret } from '~/api/generated/types'
import {
  addToast,
  confirmAction,
  createdColumn,
  GatedButton,
  ListPage,
  useShownOnce,
  type DataTableColumn,
} from '~/components'
import { generateSecret } from './receiverSchema'

// A receiver's signing secrets. The API takes a secret's value when it is added and shows only
// its id after that: the console makes the value, sends it untracked (not kept among the store's
// results) and shows it in one dialog that only its Done button closes, so an Escape or a stray
// click cannot lose it. Rotating is adding a new one, updating the receiver, deleting the old.

const columns: DataTableColumn<WebhookSecret>[] = [
  { field: 'id', headerName: 'ID', flex: 1, renderCell: ({ row }) => <code>{row.id}</code> },
  createdColumn<WebhookSecret>(),
]

export function SecretsTab({
  receiver,
  notAdmin,
}: {
  receiver: AlertReceiver
  notAdmin: string | undefined
}) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const secrets = useWebhookSecretsListQuery({ query: { receiver: receiver.id } })
  const [remove] = useWebhookSecretsDeleteMutation()
  const rows = useMemo(() => secrets.data && [...secrets.data.secrets], [secrets.data])
  const add = useShownOnce(
    async () => {
      const secret = generateSecret()
      await dispatch(
        systemAlertsApi.endpoints.webhookSecretsAdd.initiate(
          { query: { receiver: receiver.id }, body: { secret } },
          { track: false },
        ),
      ).unwrap()
      return secret
    },
    'Could not add the secret',
    {
      title: 'Secret added',
      label: 'Secret',
      warning: 'Copy this secret now. It cannot be seen again: the API shows only its ID.',
      use: 'Give it to the receiver, which checks each request’s signature with it.',
    },
  )

  return (
    <ListPage
      label="Secrets"
      result={{
        rows,
        loading: secrets.isLoading,
        error: secrets.error,
        refetch: secrets.refetch,
        updatedAt: secrets.fulfilledTimeStamp,
      }}
      columns={columns}
      getRowLabel={(s) => s.id}
      headerActions={
        <GatedButton
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
          disabledReason={notAdmin}
          loading={add.making}
          onClick={add.start}
        >
          Add secret
        </GatedButton>
      }
      empty={{
        title: 'No secrets',
        body: 'Requests to this receiver are signed with its secrets; without one they are not signed.',
      }}
      rowActions={(s) => [
        {
          label: 'Delete',
          danger: true,
          disabledReason: notAdmin,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Delete secret',
              modalContent: (
                <>
                  <Typography>
                    Are you sure you want to delete the secret <strong>{s.id}</strong>?
                  </Typography>
                  <Typography sx={{ mt: 1 }}>
                    Requests to {receiver.name} are no longer signed with it; a receiver that still
                    checks against it refuses them.
                  </Typography>
                </>
              ),
              errorTitle: 'Could not delete the secret',
              actionType: 'danger',
              actionLabel: 'Delete',
              doAction: async () => {
                await remove({ path: { secretId: s.id } }).unwrap()
                addToast({ content: 'Secret deleted' })
              },
            }),
        },
      ]}
    >
      {add.dialog}
    </ListPage>
  )
}
