import * as yup from 'yup'
import { descriptionSchema, nameSchema } from '~/util/validation'

/** IpPoolCreate and IpPoolUpdate: a name and a description. */
export type PoolFormValues = { name: string; description: string }

export const poolSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
})
