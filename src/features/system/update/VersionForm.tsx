import Box from '@mui/material/Box'
import MuiTextField from '@mui/material/TextField'
import { useState, type FormEvent, type ReactNode } from 'react'
import { GatedButton } from '~/components'
import { versionError } from './version'

/**
 * What a VersionForm shows, kept by its caller so it can prefill the version, clear it once
 * done, and put the API's refusal in the error.
 */
export function useVersionInput(initial: string | (() => string) = '') {
  const [version, setVersion] = useState(initial)
  const [error, setError] = useState<string>()
  return { version, setVersion, error, setError }
}
export type VersionInput = ReturnType<typeof useVersionInput>

/**
 * A system version and the button that acts on it (set the target release, finish a recovery,
 * look up a repository): the version is checked at the field before `onValid` gets it, trimmed.
 */
export function VersionForm({
  action,
  label = action,
  fieldLabel,
  hint,
  input: { version, setVersion, error, setError },
  notAdmin,
  primary = false,
  onValid,
  children,
}: {
  /** the button's words, and the form's name unless `label` gives another */
  action: string
  label?: string
  fieldLabel: string
  hint?: string
  input: VersionInput
  /** why the caller may not act; a look-up any viewer may do leaves it out */
  notAdmin?: string
  primary?: boolean
  onValid: (version: string) => void
  /** what the action answered, shown under the field */
  children?: ReactNode
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (notAdmin) return
    const wrong = versionError(version)
    setError(wrong)
    if (!wrong) onValid(version.trim())
  }
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <MuiTextField
          size="small"
          label={fieldLabel}
          value={version}
          onChange={(e) => {
            setVersion(e.target.value)
            setError(undefined)
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
      {children}
    </Box>
  )
}
