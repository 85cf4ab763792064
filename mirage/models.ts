// What the mock stores. Records are kept in the wire shape (snake_case, ISO timestamps) so the
// serializers only have to pick the contract's fields; fields the contract does not have (which
// silo a project is in, a local user's password, …) sit beside them and never leave the mock.

export type RoleName = 'admin' | 'collaborator' | 'viewer'
export type IdentityType = 'silo_user' | 'silo_group'

export const ROLE_NAMES: readonly RoleName[] = ['admin', 'collaborator', 'viewer']
export const IDENTITY_TYPES: readonly IdentityType[] = ['silo_user', 'silo_group']

export type RoleAssignment = {
  identity_id: string
  identity_type: IdentityType
  role_name: RoleName
}

export type SiloRecord = {
  id: string
  name: string
  description: string
  discoverable: boolean
  identity_mode: 'local_only' | 'saml_jit'
  /** silo role → fleet roles it confers (contract field) */
  mapped_fleet_roles: Partial<Record<RoleName, RoleName[]>>
  time_created: string
  time_modified: string
}

export type UserRecord = { id: string; display_name: string; silo_id: string }

/** A local identity-provider account: how a user signs in with a username and password. */
export type LocalCredentialRecord = {
  /** the user's id: one account per user */
  id: string
  silo_id: string
  username: string
  password: string
}

export type GroupRecord = { id: string; display_name: string; silo_id: string }

export type GroupMembershipRecord = { id: string; group_id: string; user_id: string }

export type ProjectRecord = {
  id: string
  name: string
  description: string
  time_created: string
  time_modified: string
  silo_id: string
}

export type SshKeyRecord = {
  id: string
  name: string
  description: string
  public_key: string
  silo_user_id: string
  time_created: string
  time_modified: string
}

/** The policy of one resource (the fleet, a silo, a project), keyed by that resource's id. */
export type PolicyRecord = { id: string; role_assignments: RoleAssignment[] }

export type SamlProviderRecord = {
  id: string
  name: string
  description: string
  silo_id: string
  acs_url: string
  idp_entity_id: string
  slo_url: string
  sp_client_id: string
  technical_contact_email: string
  public_cert: string | null
  group_attribute_name: string | null
  time_created: string
  time_modified: string
  /** who the pretend identity provider asserts when its post-back is called */
  mock_user_id: string
}

/** One device-authorization request (RFC 8628), keyed by its device_code. */
export type DeviceAuthRecord = {
  id: string
  client_id: string
  user_code: string
  time_expires: string
  /** set by /device/confirm: the user the device will act as */
  confirmed_user_id: string | null
  /** a standing code for demos and e2e: it can be confirmed any number of times */
  reusable: boolean
}

/** An access token issued by /device/token, keyed by the token itself. */
export type AccessTokenRecord = {
  id: string
  user_id: string
  /** what /v1/me/access-tokens shows and revokes by (DeviceAccessToken.id); never the token */
  token_id?: string
  time_created?: string
  time_expires?: string | null
}
