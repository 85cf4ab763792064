import type { operations } from '~/api/generated/operations'
import type { CarryingResponse, EntityResponse } from './kinds'

// The entity routing of every operation, checked against the generated table at compile time.
// Only types are read from the table: the store is on the first page, and the full table was kept
// off it on purpose (each endpoint imports just its own operation).
type Ops = typeof operations
type OperationId = keyof Ops
type Last<T> = T extends readonly [...unknown[], infer L] ? L : never

type CarryingId = {
  [Id in OperationId]: Ops[Id]['response'] extends CarryingResponse ? Id : never
}[OperationId]

/** Every operation whose response carries entities, with its response type. */
export const CARRIED: { readonly [Id in CarryingId]: Ops[Id]['response'] } = {
  currentUserGroups: 'GroupResultsPage',
  currentUserSshKeyCreate: 'SshKey',
  currentUserSshKeyList: 'SshKeyResultsPage',
  currentUserSshKeyView: 'SshKey',
  currentUserView: 'CurrentUser',
  diskCreate: 'Disk',
  diskList: 'DiskResultsPage',
  diskView: 'Disk',
  floatingIpAttach: 'FloatingIp',
  floatingIpCreate: 'FloatingIp',
  floatingIpDetach: 'FloatingIp',
  floatingIpList: 'FloatingIpResultsPage',
  floatingIpUpdate: 'FloatingIp',
  floatingIpView: 'FloatingIp',
  groupList: 'GroupResultsPage',
  groupView: 'Group',
  imageCreate: 'Image',
  imageDemote: 'Image',
  imageList: 'ImageResultsPage',
  imagePromote: 'Image',
  imageView: 'Image',
  instanceCreate: 'Instance',
  instanceDiskAttach: 'Disk',
  instanceDiskDetach: 'Disk',
  instanceDiskList: 'DiskResultsPage',
  instanceList: 'InstanceResultsPage',
  instanceReboot: 'Instance',
  instanceSshPublicKeyList: 'SshKeyResultsPage',
  instanceStart: 'Instance',
  instanceStop: 'Instance',
  instanceUpdate: 'Instance',
  instanceView: 'Instance',
  internetGatewayCreate: 'InternetGateway',
  internetGatewayList: 'InternetGatewayResultsPage',
  internetGatewayView: 'InternetGateway',
  ipPoolList: 'SiloIpPoolResultsPage',
  ipPoolView: 'SiloIpPool',
  localIdpUserCreate: 'User',
  physicalDiskList: 'PhysicalDiskResultsPage',
  physicalDiskView: 'PhysicalDisk',
  projectCreate: 'Project',
  projectList: 'ProjectResultsPage',
  projectUpdate: 'Project',
  projectView: 'Project',
  rackList: 'RackResultsPage',
  rackView: 'Rack',
  siloCreate: 'Silo',
  siloIpPoolList: 'SiloIpPoolResultsPage',
  siloList: 'SiloResultsPage',
  siloUserList: 'UserResultsPage',
  siloUserView: 'User',
  siloView: 'Silo',
  sledList: 'SledResultsPage',
  sledPhysicalDiskList: 'PhysicalDiskResultsPage',
  sledView: 'Sled',
  snapshotCreate: 'Snapshot',
  snapshotList: 'SnapshotResultsPage',
  snapshotView: 'Snapshot',
  systemIpPoolAssign: 'IpPool',
  systemIpPoolCreate: 'IpPool',
  systemIpPoolList: 'IpPoolResultsPage',
  systemIpPoolUpdate: 'IpPool',
  systemIpPoolView: 'IpPool',
  userList: 'UserResultsPage',
  userView: 'User',
  vpcCreate: 'Vpc',
  vpcList: 'VpcResultsPage',
  vpcRouterCreate: 'VpcRouter',
  vpcRouterList: 'VpcRouterResultsPage',
  vpcRouterRouteCreate: 'RouterRoute',
  vpcRouterRouteList: 'RouterRouteResultsPage',
  vpcRouterRouteUpdate: 'RouterRoute',
  vpcRouterRouteView: 'RouterRoute',
  vpcRouterUpdate: 'VpcRouter',
  vpcRouterView: 'VpcRouter',
  vpcSubnetCreate: 'VpcSubnet',
  vpcSubnetList: 'VpcSubnetResultsPage',
  vpcSubnetUpdate: 'VpcSubnet',
  vpcSubnetView: 'VpcSubnet',
  vpcUpdate: 'Vpc',
  vpcView: 'Vpc',
}

/** The single-entity response of the GET at `Path`, if there is one. */
type ViewedAt<Path> = {
  [Id in OperationId]: Ops[Id]['method'] extends 'GET'
    ? Ops[Id]['path'] extends Path
      ? Ops[Id]['response'] extends EntityResponse
        ? Ops[Id]['response']
        : never
      : never
    : never
}[OperationId]

// A DELETE removes an entity when a GET at the same path views one. Paths that only look alike
// (an affinity group's member /…/members/instance/{instance}) view something else and stay out.
type RemovingId = {
  [Id in OperationId]: Ops[Id]['method'] extends 'DELETE'
    ? [ViewedAt<Ops[Id]['path']>] extends [never]
      ? never
      : Id
    : never
}[OperationId]

/** Every DELETE that removes an entity: what its path views, and the path param naming it. */
export const REMOVED: {
  readonly [Id in RemovingId]: {
    response: ViewedAt<Ops[Id]['path']>
    param: Last<Ops[Id]['pathParams']>
  }
} = {
  currentUserSshKeyDelete: { response: 'SshKey', param: 'sshKey' },
  diskDelete: { response: 'Disk', param: 'disk' },
  floatingIpDelete: { response: 'FloatingIp', param: 'floatingIp' },
  imageDelete: { response: 'Image', param: 'image' },
  instanceDelete: { response: 'Instance', param: 'instance' },
  internetGatewayDelete: { response: 'InternetGateway', param: 'gateway' },
  projectDelete: { response: 'Project', param: 'project' },
  siloDelete: { response: 'Silo', param: 'silo' },
  snapshotDelete: { response: 'Snapshot', param: 'snapshot' },
  systemIpPoolDelete: { response: 'IpPool', param: 'pool' },
  vpcDelete: { response: 'Vpc', param: 'vpc' },
  vpcRouterDelete: { response: 'VpcRouter', param: 'router' },
  vpcRouterRouteDelete: { response: 'RouterRoute', param: 'route' },
  vpcSubnetDelete: { response: 'VpcSubnet', param: 'subnet' },
}

/** Own-property lookup by endpoint name: actions name endpoints as plain strings. */
export function routeOf<T extends object>(table: T, endpointName: string): T[keyof T] | undefined {
  return Object.hasOwn(table, endpointName) ? table[endpointName as keyof T] : undefined
}
