import { belongsTo, hasMany } from 'miragejs'
import type {
  ConsoleSession,
  DeviceAccessToken,
  Group,
  IdentityType,
  Project,
  SamlIdentityProvider,
  ScimClientBearerToken,
  Silo,
  SiloRole,
  SshKey,
  User,
} from '~/api/generated/types'
import { attrs, children, model, type Attrs, type Fks, type NullFks } from './attrs'

export type RoleName = SiloRole
export type RoleAssignment = {
  identity_id: string
  identity_type: IdentityType
  role_name: RoleName
}

// Silos and who is in them, projects, SSH keys, role policies, sign-in by device code.

export const foundationModels = {
  /** `deviceTokenMaxTtlSeconds`: the silo's auth settings (null: device tokens never expire). */
  silo: model({
    ...attrs<Attrs<Silo> & { deviceTokenMaxTtlSeconds: number | null }>(),
    projects: children('project', 'siloId'),
    users: children('user', 'siloId'),
    groups: children('group', 'siloId'),
    samlProviders: children('samlProvider', 'siloId'),
    certificates: children('certificate', 'siloId'),
    poolLinks: children('ipPoolSiloLink', 'siloId'),
    scimTokens: children('scimToken', 'siloId'),
  }),
  /** A silo user; a local one signs in with `username` and `password` (null: login disallowed). */
  user: model({
    ...attrs<Attrs<User> & { username: string | null; password: string | null }>(),
    ...attrs<{ groupIds: string[] }>(),
    silo: belongsTo('silo'),
    groups: hasMany('group', { inverse: 'members' }),
    sshKeys: children('sshKey', 'siloUserId'),
    accessTokens: children('accessToken', 'userId'),
    consoleSessions: children('consoleSession', 'userId'),
  }),
  group: model({
    ...attrs<Attrs<Group> & { memberIds: string[] }>(),
    silo: belongsTo('silo'),
    members: hasMany('user', { inverse: 'groups' }),
  }),
  project: model({
    ...attrs<Attrs<Project> & Fks<'silo'>>(),
    silo: belongsTo('silo'),
    instances: children('instance', 'projectId'),
    disks: children('disk', 'projectId'),
    snapshots: children('snapshot', 'projectId'),
    images: children('image', 'projectId'),
    vpcs: children('vpc', 'projectId'),
    floatingIps: children('floatingIp', 'projectId'),
    affinityGroups: children('affinityGroup', 'projectId'),
    antiAffinityGroups: children('antiAffinityGroup', 'projectId'),
  }),
  sshKey: model({
    ...attrs<Attrs<SshKey>>(),
    siloUser: belongsTo('user'),
  }),
  /** The role policy of one resource (the fleet, a silo, a project), under that resource's id. */
  policy: model(attrs<{ id: string; roleAssignments: RoleAssignment[] }>()),
  /** `mockUser`: who the pretend identity provider asserts when its post-back is called. */
  samlProvider: model({
    ...attrs<Attrs<SamlIdentityProvider> & Fks<'silo'> & NullFks<'mockUser'>>(),
    silo: belongsTo('silo'),
    mockUser: belongsTo('user', { inverse: null }),
  }),
  /** One device-authorization request (RFC 8628), under its device code. */
  deviceAuthRequest: model({
    ...attrs<{ id: string; clientId: string; userCode: string; timeExpires: string }>(),
    ...attrs<{ reusable: boolean } & NullFks<'confirmedUser'>>(),
    confirmedUser: belongsTo('user', { inverse: null }),
  }),
  /** A token issued by /device/token; `token` is the secret a client sends as Bearer. */
  accessToken: model({
    ...attrs<Attrs<DeviceAccessToken> & Fks<'user'> & { token: string }>(),
    user: belongsTo('user'),
  }),
  /** A bearer token a silo's SCIM client sends; the API shows `bearerToken` only when made. */
  scimToken: model({
    ...attrs<Attrs<ScimClientBearerToken> & Fks<'silo'> & { bearerToken: string }>(),
    silo: belongsTo('silo'),
  }),
  /**
   * A console session of a user, as an admin lists it. The mock's own sign-in is one per server
   * (ctx.session); these are the other browsers a user is signed in from.
   */
  consoleSession: model({
    ...attrs<Attrs<ConsoleSession> & Fks<'user'>>(),
    user: belongsTo('user'),
  }),
}
