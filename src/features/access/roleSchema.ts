import * as yup from 'yup'
import { requiredMessage } from '~/util/validation'
import { ROLE_NAMES, type Identity, type RoleName } from './roles'

// The role form's values and rules. The picker's value names the identity's kind and id, since a
// user and a group are different identity types in the policy.

export type RoleFormValues = {
  /** `silo_user:<id>` or `silo_group:<id>`; '' until one is picked */
  identity: string
  role: RoleName | ''
}

export const IDENTITY_LABEL = 'User or group'

export const identityValue = (i: Pick<Identity, 'id' | 'type'>) => `${i.type}:${i.id}`

/** The picked identity back from its value; undefined for anything the picker does not offer. */
export function parseIdentityValue(value: string): Pick<Identity, 'id' | 'type'> | undefined {
  const [type, id] = value.split(':', 2)
  if (!id || (type !== 'silo_user' && type !== 'silo_group')) return undefined
  return { id, type }
}

export const roleSchema = yup.object({
  identity: yup.string().required(requiredMessage(IDENTITY_LABEL)),
  role: yup
    .string()
    .required(requiredMessage('Role'))
    .oneOf(ROLE_NAMES as RoleName[], requiredMessage('Role')),
})
