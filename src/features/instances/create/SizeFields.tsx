import Stack from '@mui/material/Stack'
import { useFormikContext } from 'formik'
import { TextField } from '~/components'
import { MAX_MEMORY_GIB, MAX_VCPUS, MIN_MEMORY_GIB, MIN_VCPUS } from '~/util/limits'
import { SIZE_PRESETS } from '../sizing'
import { RadioGroupField, type Choice } from '~/components'
import { Section } from './Section'
import { CUSTOM_SIZE, presetById, type InstanceCreateValues } from './formValues'

const choices: Choice[] = [
  ...SIZE_PRESETS.map((p) => ({ value: p.id, label: p.label })),
  { value: CUSTOM_SIZE, label: 'Custom', description: 'Choose CPUs and memory' },
]

/** CPUs and memory: a preset, or Custom with its own numbers. */
export function SizeFields() {
  const { values, setFieldValue } = useFormikContext<InstanceCreateValues>()
  // a preset's numbers are copied, so switching to Custom starts from the last preset
  const copyPreset = (id: string) => {
    const preset = presetById(id)
    if (!preset) return
    void setFieldValue('ncpus', preset.ncpus, false)
    void setFieldValue('memoryGib', preset.memoryGib, false)
  }
  return (
    <Section title="CPUs and memory">
      <Stack spacing={2}>
        <RadioGroupField name="size" label="Size" choices={choices} onChoose={copyPreset} cards />
        {values.size === CUSTOM_SIZE && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              name="ncpus"
              label="CPUs"
              type="number"
              required
              description={`${MIN_VCPUS}–${MAX_VCPUS}`}
            />
            <TextField
              name="memoryGib"
              label="Memory (GiB)"
              type="number"
              required
              description={`${MIN_MEMORY_GIB}–${MAX_MEMORY_GIB} GiB`}
            />
          </Stack>
        )}
      </Stack>
    </Section>
  )
}
