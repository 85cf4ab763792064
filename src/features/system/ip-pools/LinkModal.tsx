import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { messageOf } from '~/api/errors'
import { addToast, Modal } from '~/components'

type LinkChoice = { value: string; label: string }

type Props = {
  title: string
  /** the picker's label: 'Silo' or 'IP pool' */
  label: string
  /** its empty first option: 'Select a silo' */
  placeholder: string
  /** what can be linked: those not linked yet */
  choices: LinkChoice[] | undefined
  /** nothing left to link: why the picker is empty */
  noChoices: string
  /** the default checkbox's label, for the choice made ('' while none is) */
  defaultLabel: (value: string) => string
  /** what being the default means, under the checkbox */
  defaultNote: (value: string) => string
  /** sends the link; its rejection shows in the modal and keeps the choice */
  onLink: (value: string, isDefault: boolean) => Promise<string>
  onDismiss: () => void
}

/**
 * Link a pool and a silo: a picker of what is not linked yet and whether it is the silo's default
 * (of the pool's IP version and type: the label says which).
 */
export function LinkModal(props: Props) {
  const { title, label, placeholder, choices, noChoices, onLink, onDismiss } = props
  const { defaultLabel, defaultNote } = props
  const [value, setValue] = useState('')
  const [isDefault, setIsDefault] = useState(false)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const noteId = useId()

  const link = async () => {
    setSending(true)
    setError(null)
    try {
      addToast({ content: await onLink(value, isDefault) })
      onDismiss()
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal title={title} isOpen onDismiss={onDismiss}>
      <Modal.Body>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {choices?.length === 0 ? (
            <Typography>{noChoices}</Typography>
          ) : (
            <TextField
              select
              label={label}
              value={value}
              disabled={!choices}
              onChange={(e) => {
                setValue(e.target.value)
                setError(null)
              }}
              helperText={choices ? undefined : 'Loading…'}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{placeholder}</option>
              {choices?.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </TextField>
          )}
          <div>
            <FormControlLabel
              label={defaultLabel(value)}
              control={
                <Checkbox
                  checked={isDefault}
                  onChange={(_, checked) => {
                    setIsDefault(checked)
                    setError(null)
                  }}
                  slotProps={{ input: { 'aria-describedby': noteId } }}
                />
              }
            />
            <Typography id={noteId} variant="body2" color="text.secondary">
              {defaultNote(value)}
            </Typography>
          </div>
        </Stack>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        onAction={() => void link()}
        actionText="Link"
        disabled={value === ''}
        actionLoading={sending}
      />
    </Modal>
  )
}
