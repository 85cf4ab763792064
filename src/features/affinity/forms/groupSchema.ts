import * as yup from 'yup'
import type { AffinityGroupCreate, AffinityGroupUpdate } from '~/api/generated/types'
import { descriptionSchema, nameSchema } from '~/util/validation'
import type { AffinityKind } from '~/api/affinityGroups'

export type GroupCreateValues = {
  kind: AffinityKind
  name: string
  description: string
  policy: AffinityGroupCreate['policy']
  failureDomain: AffinityGroupCreate['failureDomain']
}

export const initialGroupValues: GroupCreateValues = {
  // anti-affinity is the common use: spreading replicas so one sled's failure takes one of them
  kind: 'anti-affinity',
  name: '',
  description: '',
  policy: 'allow',
  failureDomain: 'sled',
}

export const groupCreateSchema = yup.object({
  kind: yup.string().oneOf(['affinity', 'anti-affinity']).required(),
  name: nameSchema(),
  description: descriptionSchema,
  policy: yup.string().oneOf(['allow', 'fail']).required(),
  failureDomain: yup.string().oneOf(['sled']).required(),
})

export const toGroupCreate = (values: GroupCreateValues): AffinityGroupCreate => ({
  name: values.name,
  description: values.description,
  policy: values.policy,
  failureDomain: values.failureDomain,
})

/** The API changes only a group's name and description; its kind and rules stay. */
export type GroupEditValues = { name: string; description: string }

export const groupEditSchema = yup.object({ name: nameSchema(), description: descriptionSchema })

export const toGroupUpdate = (values: GroupEditValues): AffinityGroupUpdate => ({
  name: values.name,
  description: values.description,
})
