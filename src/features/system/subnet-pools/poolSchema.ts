import * as yup from 'yup'
import type { IpVersion } from '~/api/generated/types'
import { poolSchema, type PoolFormValues } from '../ip-pools/poolSchema'

/** SubnetPoolCreate: a name, a description and its IP version, fixed once it is made. */
export type SubnetPoolCreateValues = PoolFormValues & { ipVersion: IpVersion }

export const subnetPoolCreateSchema = poolSchema.shape({
  ipVersion: yup
    .mixed<IpVersion>()
    .oneOf(['v4', 'v6'], 'Choose an IP version')
    .required('Choose an IP version'),
})
