import { belongsTo, hasMany, Model } from 'miragejs'
import type {
  DeviceAccessToken,
  Group,
  IdentityType,
  Project,
  SamlIdentityProvider,
  Silo,
  SiloRole,
  SshKey,
  User,
} from '~/api/generated/types'
import { attrs, type Attrs, type Fks, type NullFks } from './attrs'

export type RoleName = SiloRole
export type RoleAssignment = {
  identity_id: string
  identity_type: IdentityType
  role_name: RoleName
}

// Silos and who is in them, projects, SSH keys, role policies, sign-in by device code.

export const foundationModels = {
  silo: Model.extend({
    ...attrs<Attrs<Silo>>(),
    projects: hasMany('project'),
    users: hasMany('user'),
    groups: hasMany('group'),
    samlProviders: hasMany('samlProvider'),
    certificates: hasMany('certificate'),
    poolLinks: hasMany('ipPoolSiloLink'),
  }),
  /** A silo user; a local one signs in with `username` and `password` (null: login disallowed). */
  user: Model.extend({
    ...attrs<Attrs<User> & { username: string | null; password: string | null }>(),
    ...attrs<{ groupIds: string[] }>(),
    silo: belongsTo('silo'),
    groups: hasMany('group', { inverse: 'members' }),
    sshKeys: hasMany('sshKey', { inverse: 'siloUser' }),
    accessTokens: hasMany('accessToken'),
  }),
  group: Model.extend({
    ...attrs<Attrs<Group> & { memberIds: string[] }>(),
    silo: belongsTo('silo'),
    members: hasMany('user', { inverse: 'groups' }),
  }),
  project: Model.extend({
    ...attrs<Attrs<Project> & Fks<'silo'>>(),
    silo: belongsTo('silo'),
    instances: hasMany('instance'),
    disks: hasMany('disk'),
    snapshots: hasMany('snapshot'),
    images: hasMany('image'),
    vpcs: hasMany('vpc'),
    floatingIps: hasMany('floatingIp'),
    affinityGroups: hasMany('affinityGroup'),
    antiAffinityGroups: hasMany('antiAffinityGroup'),
  }),
  sshKey: Model.extend({
    ...attrs<Attrs<SshKey>>(),
    siloUser: belongsTo('user', { inverse: 'sshKeys' }),
  }),
  /** The role policy of one resource (the fleet, a silo, a project), under that resource's id. */
  policy: Model.extend(attrs<{ id: string; roleAssignments: RoleAssignment[] }>()),
  /** `mockUser`: who the pretend identity provider asserts when its post-back is called. */
  samlProvider: Model.extend({
    ...attrs<Attrs<SamlIdentityProvider> & Fks<'silo'> & NullFks<'mockUser'>>(),
    silo: belongsTo('silo'),
    mockUser: belongsTo('user', { inverse: null }),
  }),
  /** One device-authorization request (RFC 8628), under its device code. */
  deviceAuthRequest: Model.extend({
    ...attrs<{ id: string; clientId: string; userCode: string; timeExpires: string }>(),
    ...attrs<{ reusable: boolean } & NullFks<'confirmedUser'>>(),
    confirmedUser: belongsTo('user', { inverse: null }),
  }),
  /** A token issued by /device/token; `token` is the secret a client sends as Bearer. */
  accessToken: Model.extend({
    ...attrs<Attrs<DeviceAccessToken> & Fks<'user'> & { token: string }>(),
    user: belongsTo('user'),
  }),
}
