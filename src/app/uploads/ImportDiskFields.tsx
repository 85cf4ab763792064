import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useField, useFormikContext } from 'formik'
import { useId } from 'react'
import type { BlockSize } from '~/api/generated/types'
import { DescriptionField, NameField, TextField } from '~/components'
import { formatBytes } from '~/util/format'
import { BLOCK_SIZES } from '~/util/limits'
import { exactNumber } from './importDisk'
import type { ImportDiskValues } from './importSchema'

/** The error of a field, once the user left it or tried to submit (as TextField does). */
function useShownError(name: keyof ImportDiskValues) {
  const [, meta] = useField(name)
  const { submitCount } = useFormikContext()
  return meta.touched || submitCount > 0 ? meta.error : undefined
}

/**
 * A real file input with its label. It stays uncontrolled (a browser only lets the user set
 * its file), so the form keeps the File in formik and this input keeps showing it as long as it
 * is mounted: the form hides it during an import rather than unmounting it. Any form with a
 * `file` (File | null) and a `blockSize` value can use it and BlockSizeField: the image upload does.
 */
export function ImageFileField({
  description = 'A raw disk image; the disk is its size rounded up to a whole GiB.',
}: {
  description?: string
}) {
  const id = useId()
  const helpId = useId()
  const [{ value: file }, , helpers] = useField<File | null>('file')
  const error = useShownError('file')
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel htmlFor={id}>Image file</FormLabel>
      <Box
        component="input"
        id={id}
        type="file"
        aria-describedby={helpId}
        aria-invalid={Boolean(error)}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
          void helpers.setValue(e.currentTarget.files?.[0] ?? null)
          void helpers.setTouched(true, false)
        }}
        sx={{ mt: 1, font: 'inherit' }}
      />
      {file && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {file.name} · {formatBytes(file.size)} ({exactNumber(file.size)} bytes)
        </Typography>
      )}
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {error ?? description}
      </FormHelperText>
    </FormControl>
  )
}

export function BlockSizeField() {
  const labelId = useId()
  const [{ value }, , helpers] = useField<BlockSize>('blockSize')
  return (
    <FormControl>
      <FormLabel id={labelId}>Block size</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="blockSize"
        value={String(value)}
        onChange={(e) => void helpers.setValue(Number(e.target.value) as BlockSize)}
      >
        {BLOCK_SIZES.map((size) => (
          <FormControlLabel
            key={size}
            value={String(size)}
            control={<Radio />}
            label={`${exactNumber(size)} bytes`}
          />
        ))}
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>
        The image's sector size; most raw images use 512.
      </FormHelperText>
    </FormControl>
  )
}

export function ImportDiskFields() {
  return (
    <>
      <NameField />
      <DescriptionField />
      <ImageFileField />
      <BlockSizeField />
      <TextField
        name="snapshotName"
        label="Snapshot name"
        autoComplete="off"
        description="Optional: a snapshot of the imported disk, taken when the import is finalized."
      />
    </>
  )
}
