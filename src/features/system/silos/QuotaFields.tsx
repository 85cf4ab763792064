import Box from '@mui/material/Box'
import { SelectField, TextField } from '~/components'
import { BYTE_UNITS } from './quotas'

const units = Object.keys(BYTE_UNITS).map((u) => ({ value: u, label: u }))

function AmountField({
  name,
  label,
  description,
}: {
  name: 'memory' | 'storage'
  label: string
  description: string
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1 }}>
        <TextField name={name} label={label} type="number" required description={description} />
      </Box>
      <Box sx={{ width: '7rem' }}>
        <SelectField name={`${name}Unit`} label={`${label} unit`} options={units} />
      </Box>
    </Box>
  )
}

/** CPUs, memory and storage a silo may provision; the amounts in the unit picked beside them. */
export function QuotaFields() {
  return (
    <>
      <TextField
        name="cpus"
        label="CPUs"
        type="number"
        required
        description="vCPUs the silo's instances may have in all"
      />
      <AmountField
        name="memory"
        label="Memory"
        description="Memory of the silo's instances in all"
      />
      <AmountField name="storage" label="Storage" description="Size of the silo's disks in all" />
    </>
  )
}
