import * as yup from 'yup'
import type { FleetRole, SiloCreate, SiloIdentityMode, SiloRole } from '~/api/generated/types'
import { certificateSchema, type CertificateValues } from '~/util/certificateSchema'
import { descriptionSchema, nameSchema } from '~/util/validation'
import { FLEET_ROLES, SILO_ROLES } from './labels'
import { quotaFieldsSchema, toQuotas, type QuotaValues } from './quotas'

// The create-silo form's values, rules and the SiloCreate body they become; apart from the
// component so every message and the conversion are tested without rendering.

export type SiloCreateValues = QuotaValues & {
  name: string
  description: string
  discoverable: boolean
  identityMode: SiloIdentityMode
  adminGroupName: string
  /** for each silo role, the fleet roles its holders also get */
  fleetRoles: Record<SiloRole, FleetRole[]>
  tlsCertificates: CertificateValues[]
}

export const initialSiloCreateValues: SiloCreateValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'local_only',
  adminGroupName: '',
  fleetRoles: { admin: [], collaborator: [], limited_collaborator: [], viewer: [] },
  cpus: 0,
  memory: 0,
  memoryUnit: 'GiB',
  storage: 0,
  storageUnit: 'GiB',
  tlsCertificates: [],
}

export const siloCreateSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  ...quotaFieldsSchema,
  tlsCertificates: yup.array().of(certificateSchema),
})

export function toSiloCreate(v: SiloCreateValues): SiloCreate {
  const mapped = Object.fromEntries(
    SILO_ROLES.filter((role) => v.fleetRoles[role].length > 0).map((role) => [
      role,
      // in the API's order, whatever order they were ticked in
      FLEET_ROLES.filter((r) => v.fleetRoles[role].includes(r)),
    ]),
  )
  const adminGroupName = v.adminGroupName.trim()
  return {
    name: v.name,
    description: v.description,
    discoverable: v.discoverable,
    identityMode: v.identityMode,
    adminGroupName: adminGroupName === '' ? null : adminGroupName,
    mappedFleetRoles: mapped,
    quotas: toQuotas(v),
    tlsCertificates: v.tlsCertificates.map((c) => ({
      name: c.name,
      description: c.description,
      cert: c.cert?.text ?? '',
      key: c.key?.text ?? '',
      service: 'external_api',
    })),
  }
}
