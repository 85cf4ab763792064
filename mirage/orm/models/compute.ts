import { belongsTo, hasMany } from 'miragejs'
import type {
  Disk,
  Image,
  Instance,
  InstanceNetworkInterface,
  InstanceState,
  Snapshot,
  SnapshotState,
} from '~/api/generated/types'
import type { DiskStateName } from '~/state/machines/disk'
import {
  attrs,
  children,
  model,
  type Attrs,
  type Fks,
  type NullFks,
  type Transition,
} from './attrs'

// Instances with their disks, interfaces, external addresses and sled; disks, snapshots, images.
// Run states move through the machines of src/state/machines; `transition` is a move under way.

export const computeModels = {
  /**
   * `userData`: as given at create time, never returned; `sshKeys`: the keys it was given;
   * `serialBootLoop`: its serial console shows a panic and a reboot over and over (sim/serialConsole).
   */
  instance: model({
    ...attrs<Attrs<Instance> & NullFks<'sled'> & { sshKeyIds: string[] }>(),
    ...attrs<{
      transition: Transition<InstanceState>
      userData: string
      serialBootLoop?: boolean
    }>(),
    project: belongsTo('project'),
    sled: belongsTo('sled'),
    bootDisk: belongsTo('disk', { inverse: null }),
    disks: children('disk', 'instanceId'),
    networkInterfaces: children('networkInterface', 'instanceId'),
    externalIps: children('externalIp', 'instanceId'),
    floatingIps: children('floatingIp', 'instanceId'),
    sshKeys: hasMany('sshKey', { inverse: null }),
  }),
  /**
   * The contract's `state` is `{ state, instance }`: the mock keeps the state's name and the
   * instance as a relation (the serializer puts them together). `writtenBytes`: received through
   * bulk writes since the import started.
   */
  disk: model({
    ...attrs<Omit<Attrs<Disk>, 'state'> & NullFks<'instance'>>(),
    ...attrs<{ state: DiskStateName; transition: Transition<DiskStateName> }>(),
    ...attrs<{ writtenBytes: number }>(),
    project: belongsTo('project'),
    // One-way, like the instance's bootDisk: left implicit, Mirage takes this for bootDisk's
    // inverse, and moving an instance's boot disk cleared the old one's instance (it fell out of
    // the instance's disks while still `attached`).
    instance: belongsTo('instance', { inverse: null }),
    image: belongsTo('image', { inverse: null }),
    snapshot: belongsTo('snapshot', { inverse: null }),
  }),
  snapshot: model({
    ...attrs<Attrs<Snapshot> & { transition: Transition<SnapshotState> }>(),
    project: belongsTo('project'),
    disk: belongsTo('disk', { inverse: null }),
  }),
  /** A project image (project set) or a silo image (project null) of `silo`. */
  image: model({
    ...attrs<Attrs<Image> & Fks<'silo'>>(),
    project: belongsTo('project'),
    silo: belongsTo('silo', { inverse: null }),
  }),
  networkInterface: model({
    ...attrs<Attrs<InstanceNetworkInterface>>(),
    instance: belongsTo('instance'),
    vpc: belongsTo('vpc', { inverse: null }),
    subnet: belongsTo('vpcSubnet'),
  }),
  /** An instance's ephemeral address (floating IPs are floatingIp models pointing at it). */
  externalIp: model({
    ...attrs<{ id: string; kind: 'ephemeral'; ip: string } & Fks<'instance' | 'ipPool'>>(),
    instance: belongsTo('instance'),
    ipPool: belongsTo('ipPool', { inverse: null }),
  }),
}
