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

/** Where the other rules stand: the number only means something next to theirs. */
function priorityHelp(others: readonly number[]): string {
  const rule = 'Rules are checked from the lowest number up; the first that matches decides.'
  if (others.length === 0) return `0 to 65535. ${rule} This VPC has no other rules.`
  const low = Math.min(...others)
  const high = Math.max(...others)
  const range = low === high ? `at ${low}` : `from ${low} to ${high}`
  return `0 to 65535. ${rule} The VPC's other rules are ${range}.`
}

/** Name, description, status, priority, action and direction of a firewall rule. */
export function RuleBasicsFields({ otherPriorities }: { otherPriorities: readonly number[] }) {
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
        description={priorityHelp(otherPriorities)}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <RadioGroupField name="action" label="Action" choices={ACTIONS} />
        <RadioGroupField name="direction" label="Direction of traffic" choices={DIRECTIONS} />
      </Box>
    </>
  )
}
