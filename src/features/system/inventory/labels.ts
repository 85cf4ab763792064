import type { PhysicalDisk, Sled } from '~/api/generated/types'
import { truncate } from '~/util/format'
import { labelOf } from '~/util/labels'

// How the inventory names the API's hardware values.

const PROVISION: Record<'provisionable' | 'non_provisionable', string> = {
  provisionable: 'Provisionable',
  non_provisionable: 'Not provisionable',
}
const STATE: Record<Sled['state'], string> = { active: 'Active', decommissioned: 'Decommissioned' }
const DISK_POLICY: Record<PhysicalDisk['policy']['kind'], string> = {
  in_service: 'In service',
  expunged: 'Expunged',
}
const FORM_FACTOR: Record<PhysicalDisk['formFactor'], string> = { u2: 'U.2', m2: 'M.2' }

// A value a newer rack sends and these tables lack shows as sent (labelOf), not as a known one.
export const sledPolicyLabel = (policy: Sled['policy']) =>
  policy.kind === 'expunged'
    ? 'Expunged'
    : policy.kind === 'in_service'
      ? labelOf(PROVISION, policy.provisionPolicy)
      : String((policy as { kind: unknown }).kind)

export const hardwareStateLabel = (state: Sled['state'] | PhysicalDisk['state']) =>
  labelOf(STATE, state)

export const diskPolicyLabel = (policy: PhysicalDisk['policy']) => labelOf(DISK_POLICY, policy.kind)

export const formFactorLabel = (kind: PhysicalDisk['formFactor']) => labelOf(FORM_FACTOR, kind)

/** A rack id is the same on every row of a one-rack fleet: its ends are enough to tell racks apart. */
export const shortId = (id: string) => truncate(id, 13, 'middle')
