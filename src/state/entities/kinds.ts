import type {
  CurrentUser,
  Disk,
  FloatingIp,
  Group,
  Image,
  InternetGateway,
  Instance,
  IpPool,
  PhysicalDisk,
  Project,
  Rack,
  RouterRoute,
  SiloIpPool,
  Silo,
  Sled,
  Snapshot,
  SshKey,
  User,
  Vpc,
  VpcRouter,
  VpcSubnet,
} from '~/api/generated/types'

/** Each resource kind the console keeps normalized, and the generated type of its entity. */
export interface EntityTypes {
  projects: Project
  instances: Instance
  disks: Disk
  snapshots: Snapshot
  images: Image
  vpcs: Vpc
  subnets: VpcSubnet
  routers: VpcRouter
  routes: RouterRoute
  gateways: InternetGateway
  floatingIps: FloatingIp
  silos: Silo
  ipPools: IpPool
  sleds: Sled
  racks: Rack
  physicalDisks: PhysicalDisk
  sshKeys: SshKey
  users: User
  groups: Group
}
export type EntityKind = keyof EntityTypes

/**
 * The generated response types that carry an entity, by kind. A `…ResultsPage` of any of them
 * carries each of its items. SiloIpPool and CurrentUser carry an IpPool and a User plus fields
 * that belong to the link or the session, which `DROPPED` leaves out of the entity.
 */
export const KIND_OF_RESPONSE = {
  Project: 'projects',
  Instance: 'instances',
  Disk: 'disks',
  Snapshot: 'snapshots',
  Image: 'images',
  Vpc: 'vpcs',
  VpcSubnet: 'subnets',
  VpcRouter: 'routers',
  RouterRoute: 'routes',
  InternetGateway: 'gateways',
  FloatingIp: 'floatingIps',
  Silo: 'silos',
  IpPool: 'ipPools',
  SiloIpPool: 'ipPools',
  Sled: 'sleds',
  Rack: 'racks',
  PhysicalDisk: 'physicalDisks',
  SshKey: 'sshKeys',
  User: 'users',
  CurrentUser: 'users',
  Group: 'groups',
} as const satisfies Record<string, EntityKind>
export type EntityResponse = keyof typeof KIND_OF_RESPONSE
export type CarryingResponse = EntityResponse | `${EntityResponse}ResultsPage`

/**
 * Fields a response carries that are not the entity's own. A silo's default pool is a property of
 * the silo–pool link (another silo sees another default), and siloName belongs to the session; kept
 * on the shared entity they would leak from one view into another.
 */
export const DROPPED: Partial<Record<EntityResponse, readonly string[]>> = {
  SiloIpPool: ['isDefault'] satisfies Exclude<keyof SiloIpPool, keyof IpPool>[],
  CurrentUser: ['siloName'] satisfies Exclude<keyof CurrentUser, keyof User>[],
}

/**
 * Where an entity hangs: the field naming its parent, the query parameter a request names the
 * parent by (a name or an id), and the parent's kind. Names are unique only under the parent.
 */
export const PARENT: Partial<
  Record<EntityKind, { field: string; param: string; kind: EntityKind }>
> = {
  instances: { field: 'projectId', param: 'project', kind: 'projects' },
  disks: { field: 'projectId', param: 'project', kind: 'projects' },
  snapshots: { field: 'projectId', param: 'project', kind: 'projects' },
  images: { field: 'projectId', param: 'project', kind: 'projects' },
  vpcs: { field: 'projectId', param: 'project', kind: 'projects' },
  floatingIps: { field: 'projectId', param: 'project', kind: 'projects' },
  subnets: { field: 'vpcId', param: 'vpc', kind: 'vpcs' },
  routers: { field: 'vpcId', param: 'vpc', kind: 'vpcs' },
  gateways: { field: 'vpcId', param: 'vpc', kind: 'vpcs' },
  routes: { field: 'vpcRouterId', param: 'router', kind: 'routers' },
}
