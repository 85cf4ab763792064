import { belongsTo, hasMany, Model } from 'miragejs'
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
import { attrs, type Attrs, type Fks, type NullFks, type Transition } from './attrs'

// Instances with their disks, interfaces, external addresses and sled; disks, snapshots, images.
// Run states move through the machines of src/state/machines; `transition` is a move under way.

export const computeModels = {
  /** `userData`: as given at create time, never returned; `sshKeys`: the keys it was given. */
  instance: Model.extend({
    ...attrs<Attrs<Instance> & NullFks<'sled'> & { sshKeyIds: string[] }>(),
    ...attrs<{ transition: Transition<InstanceState>; userData: string }>(),
    project: belongsTo('project'),
    sled: belongsTo('sled', { inverse: 'instances' }),
    bootDisk: belongsTo('disk', { inverse: null }),
    disks: hasMany('disk', { inverse: 'instance' }),
    networkInterfaces: hasMany('networkInterface', { inverse: 'instance' }),
    externalIps: hasMany('externalIp'),
    floatingIps: hasMany('floatingIp', { inverse: 'instance' }),
    sshKeys: hasMany('sshKey', { inverse: null }),
  }),
  /**
   * The contract's `state` is `{ state, instance }`: the mock keeps the state's name and the
   * instance as a relation (the serializer puts them together). `writtenBytes`: received through
   * bulk writes since the import started.
   */
  disk: Model.extend({
    ...attrs<Omit<Attrs<Disk>, 'state'> & NullFks<'instance'>>(),
    ...attrs<{ state: DiskStateName; transition: Transition<DiskStateName> }>(),
    ...attrs<{ writtenBytes: number }>(),
    project: belongsTo('project'),
    instance: belongsTo('instance', { inverse: 'disks' }),
    image: belongsTo('image', { inverse: null }),
    snapshot: belongsTo('snapshot', { inverse: null }),
  }),
  snapshot: Model.extend({
    ...attrs<Attrs<Snapshot> & { transition: Transition<SnapshotState> }>(),
    project: belongsTo('project'),
    disk: belongsTo('disk', { inverse: null }),
  }),
  /** A project image (project set) or a silo image (project null) of `silo`. */
  image: Model.extend({
    ...attrs<Attrs<Image> & Fks<'silo'>>(),
    project: belongsTo('project'),
    silo: belongsTo('silo', { inverse: null }),
  }),
  networkInterface: Model.extend({
    ...attrs<Attrs<InstanceNetworkInterface>>(),
    instance: belongsTo('instance', { inverse: 'networkInterfaces' }),
    vpc: belongsTo('vpc', { inverse: null }),
    subnet: belongsTo('vpcSubnet', { inverse: 'networkInterfaces' }),
  }),
  /** An instance's ephemeral address (floating IPs are floatingIp models pointing at it). */
  externalIp: Model.extend({
    ...attrs<{ id: string; kind: 'ephemeral'; ip: string } & Fks<'instance' | 'ipPool'>>(),
    instance: belongsTo('instance'),
    ipPool: belongsTo('ipPool', { inverse: null }),
  }),
}
