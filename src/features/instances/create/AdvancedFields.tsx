import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useFormikContext } from 'formik'
import { Link as RouterLink } from 'react-router-dom'
import { messageOf } from '~/api/errors'
import type { SshKey } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { TextField } from '~/components'
import { formatBytes } from '~/util/format'
import { MAX_USER_DATA_BYTES } from '~/util/limits'
import { CheckboxField, CheckboxListField, RadioGroupField, type Choice } from '~/components'
import { Section } from './Section'
import { userDataBytes, type InstanceCreateValues } from './formValues'

const autoRestartChoices: Choice[] = [
  {
    value: 'default',
    label: 'Default',
    description: 'The platform’s policy applies (currently best effort)',
  },
  {
    value: 'best_effort',
    label: 'Best effort',
    description: 'Restart the instance after a failure when the platform can',
  },
  { value: 'never', label: 'Never', description: 'Leave a failed instance stopped' },
]

export type SshKeysState = { keys: SshKey[] | undefined; error: unknown }

function SshKeys({ keys, error }: SshKeysState) {
  if (!keys) {
    return (
      <Alert severity="warning">
        Could not load your SSH keys ({messageOf(error)}). Every key of your profile will be passed
        to the instance.
      </Alert>
    )
  }
  if (keys.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        You have no SSH keys.{' '}
        <Link component={RouterLink} to={pb.sshKeysNew()}>
          Add an SSH key
        </Link>{' '}
        to reach the instance with it.
      </Typography>
    )
  }
  return (
    <CheckboxListField
      name="sshKeys"
      label="Keys passed to the instance"
      items={keys.map((k) => ({ value: k.id, label: k.name }))}
    />
  )
}

/** SSH keys, user data, auto-restart and whether to start once created. */
export function AdvancedFields({ sshKeys }: { sshKeys: SshKeysState }) {
  const { values } = useFormikContext<InstanceCreateValues>()
  const bytes = userDataBytes(values.userData)
  return (
    <>
      <Section title="SSH keys">
        <SshKeys {...sshKeys} />
      </Section>
      <Section title="Advanced">
        <Stack spacing={2}>
          <TextField
            name="userData"
            label="User data"
            multiline
            rows={6}
            autoComplete="off"
            description={`Cloud-init configuration or a script for the instance’s first boot. ${formatBytes(bytes)} of ${formatBytes(MAX_USER_DATA_BYTES)}.`}
          />
          <RadioGroupField name="autoRestart" label="Auto-restart" choices={autoRestartChoices} />
          <CheckboxField name="start" label="Start on create" />
        </Stack>
      </Section>
    </>
  )
}
