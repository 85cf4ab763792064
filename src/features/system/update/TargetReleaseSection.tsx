import Box from '@mui/material/Box'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import {
  useTargetReleaseUpdateMutation,
  useTargetReleaseViewQuery,
} from '~/api/endpoints/systemUpdate'
import { messageOf } from '~/api/errors'
import { useRoleGate } from '~/app/roles'
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

/** The release the rack is asked to run, and a form to ask for a newer one (confirmed). */
export function TargetReleaseSection() {
  const target = useTargetReleaseViewQuery()
  const [update] = useTargetReleaseUpdateMutation()
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'set the target release' })
  const [version, setVersion] = useState('')
  const [error, setError] = useState<string>()

  const source = target.data?.releaseSource
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
      {target.error !== undefined ? (
        <QueryError what="the target release" error={target.error} onRetry={target.refetch} />
      ) : !target.data ? (
        <Spinner size={32} />
      ) : (
        <PropertiesTable
          columns={2}
          properties={[
            {
              label: 'System version',
              value: source?.type === 'system_version' ? source.version : 'None set',
            },
            { label: 'Generation', value: target.data.generation },
            { label: 'Requested', value: <DateTime date={target.data.timeRequested} /> },
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
