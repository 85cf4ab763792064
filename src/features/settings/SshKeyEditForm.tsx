import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import MuiTextField from '@mui/material/TextField'
import { useNavigate } from 'react-router-dom'
import { currentUserApi } from '~/api/endpoints/currentUser'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { CopyButton, DateTime, PropertiesTable, SideModal } from '~/components'
import { sshFingerprint } from '~/util/sshKey'

const sshKeyEditView = defineView(currentUserApi.endpoints.currentUserSshKeyView, (param) => ({
  path: { sshKey: param('sshKey') },
}))
export const sshKeyEditLoader = sshKeyEditView.loader

/**
 * The API has no update call for SSH keys, so this page shows the key read-only and says how to
 * change it, rather than offering a form that could never save.
 */
export const SshKeyEditForm = sshKeyEditView.page(function SshKeyEditForm({ data: key }) {
  const navigate = useNavigate()
  const close = () => void navigate(pb.sshKeys())

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
}, null)
