import AddIcon from '@mui/icons-material/Add'
import LinkIcon from '@mui/icons-material/Link'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FieldArray, getIn, useFormikContext } from 'formik'
import { useId } from 'react'
import { TextField } from '~/components'
import { formatBytes } from '~/util/format'
import { BLOCK_SIZES, MAX_DISK_SIZE_GIB, MAX_DISKS_PER_INSTANCE } from '~/util/limits'
import { SelectField } from '~/components'
import { Section } from './Section'
import { newDiskEntry, type DiskEntry, type InstanceCreateValues } from './formValues'
import { PickerStatus, useAttachableDisks } from './pickerData'

const blockSizes = BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))

type EntryProps = { index: number; entry: DiskEntry; project: string; onRemove: () => void }

function DiskEntryFields({ index, entry, project, onRemove }: EntryProps) {
  const disks = useAttachableDisks(project)
  const legendId = useId()
  const title = `Disk ${index + 1}: ${entry.type === 'create' ? 'new disk' : 'existing disk'}`
  const path = `disks[${index}]`
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={legendId} component="h3" variant="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button color="error" onClick={onRemove} aria-label={`Remove disk ${index + 1}`}>
          Remove
        </Button>
      </Stack>
      {entry.type === 'create' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField name={`${path}.name`} label="Disk name" required autoComplete="off" />
          <TextField
            name={`${path}.sizeGib`}
            label="Disk size (GiB)"
            type="number"
            required
            description={`At most ${MAX_DISK_SIZE_GIB} GiB`}
          />
          <SelectField name={`${path}.blockSize`} label="Block size" options={blockSizes} />
        </Stack>
      ) : disks.items?.length ? (
        <SelectField
          name={`${path}.name`}
          label="Disk"
          required
          placeholder="Select a disk"
          options={disks.items.map((d) => ({
            value: d.name,
            label: `${d.name} (${formatBytes(d.size)})`,
          }))}
        />
      ) : (
        <PickerStatus list={disks} what="disks" empty="This project has no detached disks." />
      )}
    </Box>
  )
}

/** Disks besides the boot disk: new blank ones, or detached ones of the project. */
export function AdditionalDisksFields({ project }: { project: string }) {
  const { values, errors, submitCount } = useFormikContext<InstanceCreateValues>()
  // the boot disk counts against the limit
  const full = values.disks.length + 1 >= MAX_DISKS_PER_INSTANCE
  const listError: unknown = getIn(errors, 'disks')
  return (
    <Section title="Additional disks">
      <FieldArray name="disks">
        {({ push, remove }) => (
          <Stack spacing={2}>
            {values.disks.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No additional disks. The boot disk is the instance’s only disk.
              </Typography>
            )}
            {values.disks.map((entry, i) => (
              <DiskEntryFields
                // entries have no id of their own; removing one re-renders the rest in place
                key={i}
                index={i}
                entry={entry}
                project={project}
                onRemove={() => remove(i)}
              />
            ))}
            {submitCount > 0 && typeof listError === 'string' && (
              <FormHelperText error>{listError}</FormHelperText>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<AddIcon aria-hidden />}
                disabled={full}
                onClick={() => push(newDiskEntry('create'))}
              >
                Add new disk
              </Button>
              <Button
                variant="outlined"
                startIcon={<LinkIcon aria-hidden />}
                disabled={full}
                onClick={() => push(newDiskEntry('attach'))}
              >
                Attach existing disk
              </Button>
            </Stack>
            {full && (
              <Typography variant="body2" color="text.secondary">
                An instance can have at most {MAX_DISKS_PER_INSTANCE} disks, the boot disk included.
              </Typography>
            )}
          </Stack>
        )}
      </FieldArray>
    </Section>
  )
}
