import * as yup from 'yup'
import { descriptionSchema, nameSchema, requiredMessage } from '~/util/validation'

// What every image form asks for, whichever way the image is made (from a snapshot or from an
// uploaded file): the image's own name and description, and the OS and version it carries.

export type ImageFieldValues = { name: string; description: string; os: string; version: string }

export const initialImageFields: ImageFieldValues = {
  name: '',
  description: '',
  os: '',
  version: '',
}

const IMAGE_MESSAGES = {
  os: requiredMessage('OS'),
  version: requiredMessage('Version'),
} as const

export const imageFieldsSchema = {
  name: nameSchema(),
  description: descriptionSchema,
  os: yup.string().trim().required(IMAGE_MESSAGES.os),
  version: yup.string().trim().required(IMAGE_MESSAGES.version),
}

/** The image fields as the API takes them (ImageCreate without its source). */
export const toImageIdentity = (values: ImageFieldValues) => ({
  name: values.name,
  description: values.description,
  os: values.os.trim(),
  version: values.version.trim(),
})
