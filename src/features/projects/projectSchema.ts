import * as yup from 'yup'
import { descriptionSchema, nameSchema } from '~/util/validation'

/** Form values mirror the UI; ProjectCreate/ProjectUpdate happen to have the same two fields. */
export type ProjectFormValues = { name: string; description: string }

export const projectSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
})
