import * as yup from 'yup'
import type { IpPoolAssignment, IpPoolType, IpVersion } from '~/api/generated/types'
import { descriptionSchema, nameSchema } from '~/util/validation'

/** IpPoolUpdate: a name and a description. */
export type PoolFormValues = { name: string; description: string }

export const poolSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
})

/** IpPoolCreate: what a pool is besides its name, fixed once it is made (but the assignment). */
export type PoolCreateValues = PoolFormValues & {
  ipVersion: IpVersion
  poolType: IpPoolType
  assignment: IpPoolAssignment
}

/** IpPoolCreate's defaults: the form opens on them. */
export const POOL_CREATE_DEFAULTS = {
  ipVersion: 'v4',
  poolType: 'unicast',
  assignment: 'silos',
} as const satisfies Omit<PoolCreateValues, keyof PoolFormValues>

export const IP_VERSIONS: readonly IpVersion[] = ['v4', 'v6']
export const POOL_TYPES: readonly IpPoolType[] = ['unicast', 'multicast']
export const ASSIGNMENTS: readonly IpPoolAssignment[] = ['silos', 'system_services']

const oneOf = <T extends string>(label: string, values: readonly T[]) =>
  yup.mixed<T>().oneOf(values, `Choose ${label}`).required(`Choose ${label}`)

export const poolCreateSchema = poolSchema.shape({
  ipVersion: oneOf('an IP version', IP_VERSIONS),
  poolType: oneOf('a pool type', POOL_TYPES),
  assignment: oneOf('what the pool is for', ASSIGNMENTS),
})
