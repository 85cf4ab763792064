import { api, type TagType } from '../api'
import { instancesEndpoints } from '../generated/endpoints/instances'
import type { ExternalIpResultsPage, InstanceCreate } from '../generated/types'
import {
  field,
  ifSucceeded,
  invalidatesChild,
  invalidatesItem,
  LIST,
  param,
  providesChildList,
  providesItem,
  providesList,
  providesRelation,
  type Tag,
  tagsOf,
  UTILIZATION,
} from './tags'

const instance = invalidatesItem('Instance', 'instance')
const path = (arg: { path: { instance: string } }) => arg.path.instance

// Start and stop place or release the instance's CPUs and memory on a sled.
const startOrStop = invalidatesItem('Instance', 'instance', ...UTILIZATION, 'SledInstance')

// What a new instance takes with it: disks it creates or attaches, floating IPs it attaches,
// anti-affinity groups it joins, addresses from pools, a network interface in a subnet.
function createdWith(body: InstanceCreate): (Tag | TagType)[] {
  const attached = [...(body.disks ?? []), ...(body.bootDisk ? [body.bootDisk] : [])].flatMap(
    (d) => (d.type === 'attach' ? [d.name] : []),
  )
  const floating = (body.externalIps ?? []).flatMap((ip) =>
    ip.type === 'floating' ? [ip.floatingIp] : [],
  )
  return [
    { type: 'Disk', id: LIST },
    ...tagsOf('Disk', ...attached),
    ...(floating.length ? [{ type: 'FloatingIp' as const, id: LIST }] : []),
    ...tagsOf('FloatingIp', ...floating),
    ...tagsOf('AntiAffinityGroupMember', ...(body.antiAffinityGroups ?? [])),
    'SubnetNetworkInterface',
  ]
}

// Attaching or detaching: the instance's disk list, and the disk (its state) wherever it is shown.
const diskMove = (
  result: unknown,
  error: unknown,
  arg: { path: { instance: string }; body: { disk: string } },
) =>
  ifSucceeded(error, [
    ...tagsOf('InstanceDisk', path(arg)),
    ...tagsOf('Disk', arg.body.disk, field(result, 'id'), field(result, 'name'), LIST),
  ])

// the instance's external IPs, and the pool the ephemeral address comes from or returns to
const ephemeralIp = (_result: unknown, error: unknown, arg: { path: { instance: string } }) =>
  ifSucceeded(error, [...tagsOf('ExternalIp', path(arg)), 'IpPoolUtilization'])

// Floating IPs are also FloatingIps: a rename or detach refreshes the instance's list.
const providesExternalIps = (
  page: ExternalIpResultsPage | undefined,
  _error: unknown,
  arg: { path: { instance: string } },
): Tag[] => [
  ...tagsOf('ExternalIp', path(arg)),
  ...(page?.items.flatMap((ip) => (ip.kind === 'floating' ? tagsOf('FloatingIp', ip.id) : [])) ??
    []),
]

const nic = { param: 'interface', parentParam: 'instance', parentKey: 'instanceId' }

export const instancesApi = api
  .injectEndpoints({ endpoints: instancesEndpoints })
  .enhanceEndpoints({
    endpoints: {
      instanceList: { providesTags: providesList('Instance') },
      instanceView: { providesTags: providesItem('Instance', 'instance') },
      instanceCreate: {
        invalidatesTags: (created, error, arg) =>
          ifSucceeded(error, [
            { type: 'Instance', id: LIST },
            ...createdWith(arg.body),
            ...tagsOf('ExternalIp', field(created, 'id'), field(created, 'name')),
            ...UTILIZATION,
            'IpPoolUtilization',
            'SledInstance',
          ]),
      },
      // Resizing changes what it provisions.
      instanceUpdate: { invalidatesTags: invalidatesItem('Instance', 'instance', ...UTILIZATION) },
      // Its disks become detached and its floating IPs and external subnets free; which ones is not
      // in the request, so every cached disk, floating IP and external subnet (there are few). Its
      // interfaces leave their subnets, it leaves its groups, and what it provisioned and the
      // addresses it held are returned.
      instanceDelete: {
        invalidatesTags: invalidatesItem(
          'Instance',
          'instance',
          'Disk',
          'FloatingIp',
          'ExternalSubnet',
          'SubnetNetworkInterface',
          'AffinityGroupMember',
          'AntiAffinityGroupMember',
          ...UTILIZATION,
          'IpPoolUtilization',
          'SledInstance',
        ),
      },
      instanceStart: { invalidatesTags: startOrStop },
      instanceStop: { invalidatesTags: startOrStop },
      instanceReboot: { invalidatesTags: instance },

      instanceDiskList: { providesTags: providesRelation('InstanceDisk', 'instance', 'Disk') },
      instanceDiskAttach: { invalidatesTags: diskMove },
      instanceDiskDetach: { invalidatesTags: diskMove },

      instanceExternalIpList: { providesTags: providesExternalIps },
      instanceEphemeralIpAttach: { invalidatesTags: ephemeralIp },
      instanceEphemeralIpDetach: { invalidatesTags: ephemeralIp },
      // attach and detach are external subnet operations (externalSubnets.ts)
      instanceExternalSubnetList: {
        providesTags: providesRelation('InstanceExternalSubnet', 'instance', 'ExternalSubnet'),
      },

      // an instance's interfaces are its own children, listed with ?instance=
      instanceNetworkInterfaceList: {
        providesTags: providesChildList('NetworkInterface', 'instance'),
      },
      instanceNetworkInterfaceView: {
        providesTags: providesItem('NetworkInterface', 'interface'),
      },
      // also the subnet's list of interfaces, as named in the request and as returned
      instanceNetworkInterfaceCreate: {
        invalidatesTags: (created, error, arg) => [
          ...invalidatesChild('NetworkInterface', nic)(created, error, arg),
          ...ifSucceeded(
            error,
            tagsOf('SubnetNetworkInterface', arg.body.subnetName, field(created, 'subnetId')),
          ),
        ],
      },
      // making one interface primary changes the others: the instance's list covers them
      instanceNetworkInterfaceUpdate: {
        invalidatesTags: (updated, error, arg) => [
          ...invalidatesChild('NetworkInterface', nic)(updated, error, arg),
          ...ifSucceeded(error, tagsOf('SubnetNetworkInterface', field(updated, 'subnetId'))),
        ],
      },
      // the subnet it was in is not in the request: every subnet's interface list
      instanceNetworkInterfaceDelete: {
        invalidatesTags: invalidatesChild('NetworkInterface', nic, 'SubnetNetworkInterface'),
      },

      instanceAntiAffinityGroupList: {
        providesTags: providesRelation(
          'InstanceAntiAffinityGroup',
          'instance',
          'AntiAffinityGroup',
        ),
      },
      // The keys were chosen at creation; each is also an SshKey, so deleting one refreshes this.
      instanceSshPublicKeyList: {
        providesTags: providesRelation('InstanceSshKey', 'instance', 'SshKey'),
      },
      instanceSerialConsole: {
        providesTags: (_data, _error, arg) =>
          tagsOf('SerialConsole', param(arg, 'path', 'instance')),
      },
      // instanceSerialConsoleStream provides nothing: it is a websocket, not cached data
    },
  })

export const {
  useInstanceListQuery,
  useInstanceViewQuery,
  useInstanceCreateMutation,
  useInstanceUpdateMutation,
  useInstanceDeleteMutation,
  useInstanceStartMutation,
  useInstanceStopMutation,
  useInstanceRebootMutation,
  useInstanceDiskListQuery,
  useInstanceDiskAttachMutation,
  useInstanceDiskDetachMutation,
  useInstanceExternalIpListQuery,
  useInstanceExternalSubnetListQuery,
  useInstanceEphemeralIpAttachMutation,
  useInstanceEphemeralIpDetachMutation,
  useInstanceNetworkInterfaceListQuery,
  useInstanceNetworkInterfaceViewQuery,
  useInstanceNetworkInterfaceCreateMutation,
  useInstanceNetworkInterfaceUpdateMutation,
  useInstanceNetworkInterfaceDeleteMutation,
  useInstanceAntiAffinityGroupListQuery,
  useInstanceSshPublicKeyListQuery,
  useInstanceSerialConsoleQuery,
  useInstanceSerialConsoleStreamQuery,
} = instancesApi
