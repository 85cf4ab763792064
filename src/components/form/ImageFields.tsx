import Stack from '@mui/material/Stack'
import { DescriptionField } from './DescriptionField'
import { NameField } from './NameField'
import { TextField } from './TextField'

/** Name, description, OS and version: the fields of every image form. */
export function ImageFields() {
  return (
    <>
      <NameField />
      <DescriptionField />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="os"
          label="OS"
          required
          autoComplete="off"
          description="The operating system's family, e.g. Debian"
        />
        <TextField
          name="version"
          label="Version"
          required
          autoComplete="off"
          description="e.g. 12 or 24.04"
        />
      </Stack>
    </>
  )
}
