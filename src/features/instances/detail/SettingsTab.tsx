import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useInstanceUpdateMutation } from '~/api/endpoints/instances'
import { messageOf } from '~/api/errors'
import type { Instance } from '~/api/generated/types'
import { addToast, DateTime, GatedButton, useChangeReason, useNow } from '~/components'
import { autoRestartStatus, instanceDisabledReason } from '~/state/machines'
import { formatBytes, relativeTimeShort } from '~/util/format'
import { instanceUpdateBody, openResize } from '../actions'
import { withInstance, useInstanceSelector } from '../useInstance'
import { AffinitySection } from './AffinitySection'
import { POLICY_LABELS, policyChoice, policyOfChoice, type PolicyChoice } from './autoRestart'
import { SectionHeader } from './SectionHeader'

const POLICY_HELP: Record<PolicyChoice, string> = {
  default: "Use the platform's default policy",
  best_effort: 'Restart automatically after a failure, waiting out a cooldown between restarts',
  never: 'Never restart automatically; a failed instance stays failed until started',
}

const CHOICES = Object.keys(POLICY_LABELS) as PolicyChoice[]

function AutoRestartForm({ project, instance }: { project: string; instance: Instance }) {
  const [update, { isLoading }] = useInstanceUpdateMutation()
  const current = policyChoice(instance)
  // what the user picked; until then the form follows the instance as it changes
  const [picked, setPicked] = useState<PolicyChoice | null>(null)
  const [error, setError] = useState<string | null>(null)
  const choice = picked ?? current
  const labelId = useId()
  const statusId = useId()
  const roleReason = useChangeReason('change this instance')
  // a cooldown's countdown keeps time with the shared clock
  const now = useNow()
  const lastRestart = instance.timeLastAutoRestarted

  const save = async () => {
    setError(null)
    try {
      // the update replaces every field: build it from the instance as it is now
      const body = instanceUpdateBody(instance, { autoRestartPolicy: policyOfChoice(choice) })
      await update({ path: { instance: instance.name }, query: { project }, body }).unwrap()
      addToast({
        content: `Auto-restart policy of ${instance.name} set to ${POLICY_LABELS[choice].toLowerCase()}`,
      })
      setPicked(null)
    } catch (e) {
      setError(messageOf(e)) // the choice stays for another try
    }
  }

  return (
    <Box
      component="form"
      aria-labelledby={labelId}
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <SectionHeader title="Auto-restart" />
      <Typography id={statusId} sx={{ mb: 2 }}>
        Status: <strong>{autoRestartStatus(instance, now)}</strong>
        {lastRestart && (
          <>
            <br />
            Last automatic restart:{' '}
            {relativeTimeShort(lastRestart, lastRestart > now ? lastRestart : now)} ago (
            <DateTime date={lastRestart} />)
          </>
        )}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <FormControl>
        <FormLabel id={labelId}>Auto-restart policy</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={statusId}
          value={choice}
          onChange={(e) => setPicked(e.target.value as PolicyChoice)}
        >
          {CHOICES.map((c) => (
            <FormControlLabel
              key={c}
              value={c}
              control={<Radio />}
              label={
                <>
                  {POLICY_LABELS[c]}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' — '}
                    {POLICY_HELP[c]}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        {/* a role that may not save says so even before a choice is made, beside the button as
            the section headers do */}
        <GatedButton
          type="submit"
          variant="contained"
          loading={isLoading}
          disabled={!roleReason && choice === current}
          disabledReason={roleReason}
        >
          Save policy
        </GatedButton>
        {roleReason && (
          <Typography variant="caption" color="text.secondary">
            {roleReason}
          </Typography>
        )}
      </Box>
    </Box>
  )
}

function ResizeSection({ instance }: { instance: Instance }) {
  return (
    <>
      <SectionHeader
        title="Size"
        changes="this instance"
        actions={[
          {
            label: 'Resize',
            onClick: () => openResize(instance),
            disabledReason: instanceDisabledReason('resize', instance),
          },
        ]}
      />
      <Typography>
        {instance.ncpus} vCPU, {formatBytes(instance.memory)} memory
      </Typography>
    </>
  )
}

/** Spec §2: the instance's settings tab: its auto-restart policy, its size and its groups. */
export const SettingsTab = withInstance(function SettingsTab({ instance }) {
  const { project } = useInstanceSelector()
  return (
    <>
      <AutoRestartForm key={instance.id} project={project} instance={instance} />
      <ResizeSection instance={instance} />
      <AffinitySection project={project} instance={instance} />
    </>
  )
})
