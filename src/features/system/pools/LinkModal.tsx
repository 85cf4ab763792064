import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { addToast, PickOneModal } from '~/components'

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
  /** sends the link and says what was linked; its rejection shows in the modal and keeps the choice */
  onLink: (value: string, isDefault: boolean) => Promise<string>
  onDismiss: () => void
}

/**
 * Link a pool and a silo: a picker of what is not linked yet and whether it is the silo's default
 * (of the pool's kind: the label says which).
 */
export function LinkModal(props: Props) {
  const { defaultLabel, defaultNote, onLink } = props
  const [isDefault, setIsDefault] = useState(false)
  const noteId = useId()

  return (
    <PickOneModal
      title={props.title}
      actionText="Link"
      label={props.label}
      placeholder={props.placeholder}
      options={props.choices}
      emptyText={props.noChoices}
      more={(value) => (
        <div>
          <FormControlLabel
            sx={{ mt: 1 }}
            label={defaultLabel(value)}
            control={
              <Checkbox
                checked={isDefault}
                onChange={(_, checked) => setIsDefault(checked)}
                slotProps={{ input: { 'aria-describedby': noteId } }}
              />
            }
          />
          <Typography id={noteId} variant="body2" color="text.secondary">
            {defaultNote(value)}
          </Typography>
        </div>
      )}
      onPick={async (value) => addToast({ content: await onLink(value, isDefault) })}
      onDismiss={props.onDismiss}
    />
  )
}
