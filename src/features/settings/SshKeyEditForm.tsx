import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import MuiTextField from '@mui/material/TextField'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { currentUserApi, useCurrentUserSshKeyViewQuery } from '~/api/endpoints/currentUser'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { CopyButton, DateTime, PropertiesTable, SideModal } from '~/components'
import { sshFingerprint } from '~/util/sshKey'

export const sshKeyEditLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetch(currentUserApi.endpoints.currentUserSshKeyView, {
    path: { sshKey: params.sshKey! },
  })
  return null
}

/**
 * The API has no update call for SSH keys, so this page shows the key read-only and says how to
 * change it, rather than offering a form that could never save.
 */
export function SshKeyEditForm() {
  const { sshKey: selector = '' } = useParams()
  const navigate = useNavigate()
  const { data: key } = useCurrentUserSshKeyViewQuery({ path: { sshKey: selector } })
  const close = () => void navigate(pb.sshKeys())
  if (!key) return null

  return (
    <SideModal
      title="View SSH key"
      isOpen
      onDismiss={close}
      footer={
        <Button variant="contained" onClick={close}>
          Done
        </Button>
      }
    >
      <Stack spacing={2}>
        <Alert severity="info">
          SSH keys cannot be edited. To change one, delete it and add a new key.
        </Alert>
        <PropertiesTable
          properties={[
            { label: 'Name', value: key.name },
            { label: 'Description', value: key.description || '—' },
            {
              label: 'Fingerprint',
              value: (
                <Box component="code" sx={{ fontSize: 12, wordBreak: 'break-all' }}>
                  {sshFingerprint(key.publicKey) ?? '—'}
                </Box>
              ),
            },
            { label: 'Created', value: <DateTime date={key.timeCreated} /> },
          ]}
        />
        <MuiTextField
          label="Public key"
          value={key.publicKey}
          multiline
          minRows={6}
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 12 } } }}
        />
        <div>
          <CopyButton text={key.publicKey} label="Copy public key" />
        </div>
      </Stack>
    </SideModal>
  )
}
