import Box from '@mui/material/Box'
import MuiTextField from '@mui/material/TextField'
import type { FormEvent } from 'react'
import { GatedButton } from '~/components'
import { versionError } from './version'

/**
 * A system version and the button that acts on it (set the target release, finish a recovery):
 * the version is checked at the field before `onValid` gets it, trimmed. The caller keeps the
 * value and the error, so it can prefill one and put the API's refusal in the other.
 */
export function VersionForm({
  action,
  fieldLabel,
  hint,
  version,
  onVersion,
  error,
  onError,
  notAdmin,
  primary = false,
  onValid,
}: {
  /** the button's words, and the form's name */
  action: string
  fieldLabel: string
  hint: string
  version: string
  onVersion: (version: string) => void
  error: string | undefined
  onError: (error: string | undefined) => void
  notAdmin: string | undefined
  primary?: boolean
  onValid: (version: string) => void
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (notAdmin) return
    const wrong = versionError(version)
    onError(wrong)
    if (!wrong) onValid(version.trim())
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={action}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <MuiTextField
        size="small"
        label={fieldLabel}
        value={version}
        onChange={(e) => {
          onVersion(e.target.value)
          onError(undefined)
        }}
        error={error !== undefined}
        helperText={error ?? hint}
        disabled={notAdmin !== undefined}
        sx={{ width: 360, maxWidth: '100%' }}
      />
      <GatedButton
        variant={primary ? 'contained' : 'outlined'}
        disabledReason={notAdmin}
        type="submit"
      >
        {action}
      </GatedButton>
    </Box>
  )
}
