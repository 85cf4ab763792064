import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import { useField } from 'formik'
import { useId, type ReactNode } from 'react'
import type { FileContent } from '~/util/fileContent'
import { useVisibleError } from './useVisibleError'

export type { FileContent }

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  // in slices: String.fromCharCode takes its bytes as arguments, and those are limited
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

/** Reads a picked file (FileReader: the one way every browser and jsdom agree on). */
function readFileContent(file: File): Promise<FileContent> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    reader.onload = () => {
      const bytes = new Uint8Array(reader.result as ArrayBuffer)
      resolve({
        name: file.name,
        text: new TextDecoder().decode(bytes),
        base64: toBase64(bytes),
      })
    }
    reader.readAsArrayBuffer(file)
  })
}

export type FileContentFieldProps = {
  /** holds a FileContent, or null before a file is picked */
  name: string
  label: string
  required?: boolean
  /** file types offered first by the picker ('.pem,.crt') */
  accept?: string
  description?: ReactNode
}

/**
 * A file input whose value is the file's content, read as soon as it is picked, so the form's
 * schema can check what is in it (PEM armour, XML) and a submit sends it without reading again.
 * The input stays uncontrolled (a browser only lets the user set its file) and shows its name.
 */
export function FileContentField({
  name,
  label,
  required,
  accept,
  description,
}: FileContentFieldProps) {
  const id = useId()
  const helpId = useId()
  const [, , helpers] = useField<FileContent | null>(name)
  const error = useVisibleError(name)
  const help = error ?? description
  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Box
        component="input"
        id={id}
        type="file"
        accept={accept}
        aria-describedby={help ? helpId : undefined}
        aria-invalid={Boolean(error)}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
          const file = e.currentTarget.files?.[0]
          if (!file) {
            void helpers.setValue(null)
            return
          }
          void readFileContent(file).then(
            (content) => {
              void helpers.setValue(content)
              void helpers.setTouched(true)
            },
            () => void helpers.setError(`Could not read ${file.name}`),
          )
        }}
        sx={{ mt: 1, font: 'inherit', maxWidth: '100%' }}
      />
      {help && (
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {help}
        </FormHelperText>
      )}
    </FormControl>
  )
}
