import * as yup from 'yup'
import type { FleetRole, SiloCreate, SiloIdentityMode, SiloRole } from '~/api/generated/types'
import type { FileContent } from '~/components'
import { descriptionSchema, nameSchema, requiredMessage } from '~/util/validation'
import { FLEET_ROLES, SILO_ROLES } from './labels'
import { isPemCertificateChain, isPemPrivateKey } from './pem'
import { quotaFieldsSchema, toQuotas, type QuotaValues } from './quotas'

// The create-silo form's values, rules and the SiloCreate body they become; apart from the
// component so every message and the conversion are tested without rendering.

export type CertificateValues = {
  name: string
  description: string
  cert: FileContent | null
  key: FileContent | null
}

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

export const blankCertificate: CertificateValues = {
  name: '',
  description: '',
  cert: null,
  key: null,
}

export const CERTIFICATE_MESSAGES = {
  cert: 'Certificate must be a PEM-encoded certificate chain',
  key: 'Key must be a PEM-encoded private key',
} as const

const pemFile = (label: string, message: string, check: (text: string) => boolean) =>
  yup
    .mixed<FileContent>()
    .nullable()
    .required(requiredMessage(label))
    .test('pem', message, (file) => !file || check(file.text))

export const certificateSchema = yup.object({
  name: nameSchema('Certificate name'),
  description: descriptionSchema,
  cert: pemFile('Certificate', CERTIFICATE_MESSAGES.cert, isPemCertificateChain),
  key: pemFile('Key', CERTIFICATE_MESSAGES.key, isPemPrivateKey),
})

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
