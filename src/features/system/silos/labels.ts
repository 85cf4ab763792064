import type { FleetRole, SiloIdentityMode, SiloRole } from '~/api/generated/types'

// How the silo pages name the API's values.

export const SILO_ROLES = [
  'admin',
  'collaborator',
  'limited_collaborator',
  'viewer',
] as const satisfies SiloRole[]
export const FLEET_ROLES = ['admin', 'collaborator', 'viewer'] as const satisfies FleetRole[]

export const IDENTITY_MODES: readonly {
  value: SiloIdentityMode
  label: string
  description: string
}[] = [
  {
    value: 'local_only',
    label: 'Local only',
    description: 'Users and their passwords are kept in the silo',
  },
  {
    value: 'saml_jit',
    label: 'SAML JIT',
    description: 'Users sign in through a SAML identity provider and are created at first sign-in',
  },
  {
    value: 'saml_scim',
    label: 'SAML SCIM',
    description:
      'Users sign in through a SAML identity provider, which keeps the users and groups up to date over SCIM',
  },
]

export const identityModeLabel = (mode: SiloIdentityMode) =>
  IDENTITY_MODES.find((m) => m.value === mode)?.label ?? mode

export const siloRoleLabel = (role: SiloRole) => `Silo ${role.replace('_', ' ')}`
export const fleetRoleLabel = (role: FleetRole) => `Fleet ${role}`
