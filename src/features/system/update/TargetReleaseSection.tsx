import Box from '@mui/material/Box'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { systemUpdateApi, useTargetReleaseUpdateMutation } from '~/api/endpoints/systemUpdate'
import type { UpdateStatus } from '~/api/generated/types'
import { messageOf } from '~/api/errors'
import { useRoleGate } from '~/app/roles'
import { defineView } from '~/app/routes/define'
import {
  addToast,
  confirmAction,
  DateTime,
  GatedButton,
  PropertiesTable,
  QueryError,
  Spinner,
} from '~/components'
import { versionError } from './version'

/** How many components run each release ('15.0.0: 40, unknown: 2'), most first. */
const componentsText = (status: UpdateStatus) => {
  const counts = Object.entries(status.componentsByReleaseVersion).sort(([, a], [, b]) => b - a)
  return counts.length === 0 ? 'None reported' : counts.map(([v, n]) => `${v}: ${n}`).join(', ')
}

/** The update status: the update page's loader fetches it for this section. */
export const updateStatusView = defineView(
  systemUpdateApi.endpoints.systemUpdateStatus,
  () => undefined,
)

/**
 * The release the rack is asked to run and how far it has got (the update status), and a form to
 * ask for a newer one (confirmed).
 */
export function TargetReleaseSection() {
  const status = updateStatusView.useView()
  const [update] = useTargetReleaseUpdateMutation()
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'set the target release' })
  const [version, setVersion] = useState('')
  const [error, setError] = useState<string>()

  const target = status.data?.targetRelease
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (notAdmin) return
    const wrong = versionError(version)
    setError(wrong)
    if (wrong) return
    const wanted = version.trim()
    confirmAction({
      modalTitle: 'Set target release',
      modalContent: (
        <Typography>
          The rack will start moving every component to system version <strong>{wanted}</strong>. A
          target release cannot be set back to an older version.
        </Typography>
      ),
      actionType: 'primary',
      actionLabel: 'Set target release',
      errorTitle: 'Could not set the target release',
      doAction: async () => {
        try {
          await update({ body: { systemVersion: wanted } }).unwrap()
        } catch (e) {
          // the API's reason stays at the field, with what was typed
          setError(messageOf(e))
          throw e
        }
        setVersion('')
        addToast({ content: `Target release set to ${wanted}` })
      },
    })
  }

  return (
    <Box component="section" aria-labelledby="target-release" sx={{ mb: 4 }}>
      <Typography id="target-release" variant="h2" component="h2" sx={{ mb: 2 }}>
        Target release
      </Typography>
      {status.error !== undefined ? (
        <QueryError what="the target release" error={status.error} onRetry={status.refetch} />
      ) : !status.data ? (
        <Spinner size={32} />
      ) : (
        <PropertiesTable
          columns={2}
          properties={[
            { label: 'System version', value: target?.version ?? 'None set' },
            {
              label: 'Requested',
              value: target ? <DateTime date={target.timeRequested} /> : '—',
            },
            { label: 'Components by version', value: componentsText(status.data) },
            { label: 'Last planned', value: <DateTime date={status.data.timeLastStepPlanned} /> },
            {
              label: 'Automatic update',
              value: status.data.suspended
                ? 'Suspended after a manual update'
                : target
                  ? 'Active'
                  : 'Off until a target release is set',
            },
            {
              label: 'Contact support',
              value: status.data.contactSupport ? 'Yes: a known problem needs Oxide support' : 'No',
            },
          ]}
        />
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Set target release"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2, flexWrap: 'wrap' }}
      >
        <MuiTextField
          size="small"
          label="System version"
          value={version}
          onChange={(e) => {
            setVersion(e.target.value)
            setError(undefined)
          }}
          error={error !== undefined}
          helperText={error ?? 'An uploaded repository’s version, e.g. 17.0.0'}
          disabled={notAdmin !== undefined}
          sx={{ width: 360, maxWidth: '100%' }}
        />
        <GatedButton variant="contained" disabledReason={notAdmin} type="submit">
          Set target release
        </GatedButton>
      </Box>
    </Box>
  )
}
