import type { PhysicalDisk, Sled } from '~/api/generated/types'
import { truncate } from '~/util/format'

// How the inventory names the API's hardware values.

export const sledPolicyLabel = (policy: Sled['policy']) =>
  policy.kind === 'expunged'
    ? 'Expunged'
    : policy.provisionPolicy === 'provisionable'
      ? 'Provisionable'
      : 'Not provisionable'

export const hardwareStateLabel = (state: Sled['state'] | PhysicalDisk['state']) =>
  state === 'active' ? 'Active' : 'Decommissioned'

export const diskPolicyLabel = (policy: PhysicalDisk['policy']) =>
  policy.kind === 'in_service' ? 'In service' : 'Expunged'

export const formFactorLabel = (kind: PhysicalDisk['formFactor']) => (kind === 'u2' ? 'U.2' : 'M.2')

/** A rack id is the same on every row of a one-rack fleet: its ends are enough to tell racks apart. */
export const shortId = (id: string) => truncate(id, 13, 'middle')
