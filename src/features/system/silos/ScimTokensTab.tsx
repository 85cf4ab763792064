import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import Typography from '@mui/material/Typography'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useMemo, useState } from 'react'
import { useDispatch } from 'react-redux'
import {
  systemSilosApi,
  useScimTokenDeleteMutation,
  useScimTokenListQuery,
  useScimTokenViewQuery,
} from '~/api/endpoints/systemSilos'
import type { ScimClientBearerToken, Silo } from '~/api/generated/types'
import { useRoleGate } from '~/app/roles'
import {
  addToast,
  confirmAction,
  createdColumn,
  DateTime,
  GatedButton,
  ListPage,
  Modal,
  PropertiesTable,
  QueryError,
  Spinner,
  useShownOnce,
  type DataTableColumn,
  type RowAction,
} from '~/components'
import { identityModeLabel } from './labels'

// A silo's SCIM tokens (?tab=scim): the bearer tokens its identity provider's SCIM client sends
// to keep the silo's users and groups up to date. The API returns a token's secret once, in the
// answer to its creation: it is shown in one dialog and kept nowhere else (not in the store, not
// in storage), so closing that dialog is the last time anyone sees it.

const expires = (token: ScimClientBearerToken) =>
  token.timeExpires ? <DateTime date={token.timeExpires} /> : 'Never'

const columns: DataTableColumn<ScimClientBearerToken>[] = [
  { field: 'id', headerName: 'ID', flex: 1, renderCell: ({ row }) => <code>{row.id}</code> },
  createdColumn<ScimClientBearerToken>(),
  {
    field: 'timeExpires',
    headerName: 'Expires',
    width: 200,
    renderCell: ({ row }) => expires(row),
    csv: (row) => row.timeExpires?.toISOString() ?? 'Never',
  },
]

/** One token as the API shows it later: without its secret. */
function TokenDialog({
  silo,
  tokenId,
  onDismiss,
}: {
  silo: Silo
  tokenId: string
  onDismiss: () => void
}) {
  const token = useScimTokenViewQuery({ path: { tokenId }, query: { silo: silo.id } })
  return (
    <Modal title="SCIM token" isOpen onDismiss={onDismiss}>
      <Modal.Body>
        {token.error ? (
          <QueryError what="the token" error={token.error} onRetry={token.refetch} />
        ) : !token.data ? (
          <Spinner />
        ) : (
          <>
            <PropertiesTable
              properties={[
                { label: 'ID', value: <code>{token.data.id}</code> },
                { label: 'Created', value: <DateTime date={token.data.timeCreated} /> },
                { label: 'Expires', value: expires(token.data) },
              ]}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              The token itself was shown once, when it was created. A client that lost it needs a
              new one.
            </Typography>
          </>
        )}
      </Modal.Body>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" color="inherit" onClick={onDismiss}>
          Close
        </Button>
      </DialogActions>
    </Modal>
  )
}

export function ScimTokensTab({ silo }: { silo: Silo }) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const tokens = useScimTokenListQuery({ query: { silo: silo.id } })
  const [remove] = useScimTokenDeleteMutation()
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'change SCIM tokens' })
  const [viewing, setViewing] = useState<string | null>(null)
  const rows = useMemo(() => tokens.data && [...tokens.data], [tokens.data])
  const create = useShownOnce(
    async () => {
      // untracked: the answer, secret and all, is not kept among the store's mutation results
      const created = await dispatch(
        systemSilosApi.endpoints.scimTokenCreate.initiate(
          { query: { silo: silo.id } },
          { track: false },
        ),
      ).unwrap()
      return created.bearerToken
    },
    'Could not create the token',
    {
      title: 'SCIM token created',
      label: 'Token',
      warning: 'Copy this token now. It cannot be seen again: the API shows it only once.',
      use: 'Give it to the identity provider’s SCIM client, which sends it as a bearer token.',
    },
  )

  const rowActions = (token: ScimClientBearerToken): RowAction[] => [
    { label: 'View', reads: true, onActivate: () => setViewing(token.id) },
    {
      label: 'Delete',
      danger: true,
      disabledReason: notAdmin,
      onActivate: () =>
        confirmAction({
          modalTitle: 'Delete SCIM token',
          modalContent: (
            <>
              <Typography>
                Are you sure you want to delete the token <strong>{token.id}</strong>?
              </Typography>
              <Typography sx={{ mt: 1 }}>
                A SCIM client sending it can no longer update this silo’s users and groups.
              </Typography>
            </>
          ),
          errorTitle: 'Could not delete the token',
          actionType: 'danger',
          actionLabel: 'Delete',
          doAction: async () => {
            await remove({ path: { tokenId: token.id }, query: { silo: silo.id } }).unwrap()
            addToast({ content: 'SCIM token deleted' })
          },
        }),
    },
  ]

  return (
    <>
      {silo.identityMode !== 'saml_scim' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only a silo with SAML SCIM identity takes requests from a SCIM client; this silo’s
          identity mode is {identityModeLabel(silo.identityMode)}.
        </Alert>
      )}
      <ListPage
        label="SCIM tokens"
        result={{
          rows,
          loading: tokens.isLoading,
          error: tokens.error,
          refetch: tokens.refetch,
          updatedAt: tokens.fulfilledTimeStamp,
        }}
        columns={columns}
        getRowLabel={(t) => t.id}
        headerActions={
          <GatedButton
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            disabledReason={notAdmin}
            loading={create.making}
            onClick={create.start}
          >
            New SCIM token
          </GatedButton>
        }
        empty={{
          title: 'No SCIM tokens',
          body: 'An identity provider’s SCIM client needs a token to keep this silo’s users and groups up to date.',
        }}
        rowActions={rowActions}
      >
        {create.dialog}
        {viewing !== null && (
          <TokenDialog silo={silo} tokenId={viewing} onDismiss={() => setViewing(null)} />
        )}
      </ListPage>
    </>
  )
}
