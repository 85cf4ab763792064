import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useFormikContext } from 'formik'

import { messageOf } from '~/api/errors'
import type { SshKey } from '~/api/generated/types'
import { TextField } from '~/components'
import { formatBytes } from '~/util/format'
import { MAX_USER_DATA_BYTES } from '~/util/limits'
import {
  CheckboxField,
  CheckboxListField,
  RadioGroupField,
  SelectField,
  SshKeyForm,
  type Choice,
} from '~/components'
import { CPU_PLATFORMS } from '../cpuPlatforms'
import { CreateInPlace } from './CreateInPlace'
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

/** Adds a key to the user's profile in place; the new key is checked once added. */
function AddSshKey() {
  const { values, setFieldValue } = useFormikContext<InstanceCreateValues>()
  return (
    <CreateInPlace
      label="Add SSH key"
      form={(close) => (
        <SshKeyForm
          onDismiss={close}
          onAdded={(key) => {
            // null: the keys could not be listed and every key of the profile goes anyway
            if (values.sshKeys !== null) void setFieldValue('sshKeys', [...values.sshKeys, key.id])
          }}
        />
      )}
    />
  )
}

function SshKeys({ keys, error }: SshKeysState) {
  if (!keys) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">
          Could not load your SSH keys ({messageOf(error)}). Every key of your profile will be
          passed to the instance.
        </Alert>
        <AddSshKey />
      </Stack>
    )
  }
  return (
    <Stack spacing={1.5}>
      {keys.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          You have no SSH keys. Add one to reach the instance with it.
        </Typography>
      ) : (
        <CheckboxListField
          name="sshKeys"
          label="Keys passed to the instance"
          items={keys.map((k) => ({ value: k.id, label: k.name }))}
        />
      )}
      <AddSshKey />
    </Stack>
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
          <SelectField
            name="cpuPlatform"
            label="CPU platform"
            placeholder="No requirement"
            options={CPU_PLATFORMS}
            description="Requiring a platform limits the sleds the instance can run on"
          />
          {/* the API refuses it unless the fleet has opted in to jumbo frames */}
          <CheckboxField name="enableJumboFrames" label="Enable jumbo frames" />
          <CheckboxField name="start" label="Start on create" />
        </Stack>
      </Section>
    </>
  )
}
