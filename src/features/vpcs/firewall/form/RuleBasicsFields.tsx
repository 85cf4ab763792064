import Box from '@mui/material/Box'
import {
  CheckboxField,
  DescriptionField,
  NameField,
  RadioGroupField,
  TextField,
} from '~/components'

const ACTIONS = [
  { value: 'allow', label: 'Allow' },
  { value: 'deny', label: 'Deny' },
]
const DIRECTIONS = [
  { value: 'inbound', label: 'Inbound' },
  { value: 'outbound', label: 'Outbound' },
]

/** Name, description, status, priority, action and direction of a firewall rule. */
export function RuleBasicsFields() {
  return (
    <>
      <NameField />
      <DescriptionField />
      <CheckboxField name="enabled" label="Enabled" />
      <TextField
        name="priority"
        label="Priority"
        type="number"
        required
        description="0 to 65535; a rule with a lower number wins over one with a higher"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <RadioGroupField name="action" label="Action" choices={ACTIONS} />
        <RadioGroupField name="direction" label="Direction of traffic" choices={DIRECTIONS} />
      </Box>
    </>
  )
}
