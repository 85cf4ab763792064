import { belongsTo, hasMany, Model } from 'miragejs'
import type {
  AddressLot,
  AddressLotBlock,
  AllowList,
  BfdStatus,
  BgpAnnounceSet,
  BgpAnnouncement,
  BgpConfig,
  LldpNeighbor,
  LoopbackAddress,
  PhysicalDisk,
  Rack,
  Sled,
  Switch,
  SwitchPort,
  SwitchPortSettings,
  TargetRelease,
  TufRepoDescription,
  UninitializedSled,
  UpdatesTrustRoot,
} from '~/api/generated/types'
import { attrs, type Attrs, type Fks } from './attrs'

// The rack's hardware, its external networking (address lots, loopbacks, BGP, switch port
// settings), the allow list and system updates. Singletons (allow list, target release) are one
// model with the id 'singleton'.

export const systemModels = {
  rack: Model.extend({
    ...attrs<Attrs<Rack>>(),
    sleds: hasMany('sled'),
    switches: hasMany('switch'),
  }),
  /** `cubby`: its slot in the rack, so an added sled and its disks read like real ones. */
  sled: Model.extend({
    ...attrs<Attrs<Sled> & { cubby: number; instanceIds: string[] }>(),
    rack: belongsTo('rack'),
    physicalDisks: hasMany('physicalDisk'),
    instances: hasMany('instance', { inverse: 'sled' }),
  }),
  physicalDisk: Model.extend({ ...attrs<Attrs<PhysicalDisk>>(), sled: belongsTo('sled') }),
  uninitializedSled: Model.extend({
    ...attrs<Attrs<UninitializedSled> & { id: string }>(),
    rack: belongsTo('rack', { inverse: null }),
  }),
  switch: Model.extend({ ...attrs<Attrs<Switch>>(), rack: belongsTo('rack') }),
  switchPort: Model.extend({
    ...attrs<Attrs<SwitchPort>>(),
    rack: belongsTo('rack', { inverse: null }),
    portSettings: belongsTo('switchPortSetting', { inverse: null }),
    lldpNeighbors: hasMany('lldpNeighbor'),
  }),
  /** The settings view as the API shows it, so the view and the port endpoints share it. */
  switchPortSetting: Model.extend(attrs<Attrs<SwitchPortSettings>>()),
  lldpNeighbor: Model.extend({
    ...attrs<Attrs<LldpNeighbor> & Fks<'port'> & { id: string }>(),
    port: belongsTo('switchPort'),
  }),
  addressLot: Model.extend({
    ...attrs<Attrs<AddressLot>>(),
    blocks: hasMany('addressLotBlock'),
  }),
  addressLotBlock: Model.extend({
    ...attrs<Attrs<AddressLotBlock> & Fks<'addressLot'>>(),
    addressLot: belongsTo('addressLot'),
  }),
  loopbackAddress: Model.extend({
    ...attrs<Attrs<LoopbackAddress> & { anycast: boolean }>(),
    addressLotBlock: belongsTo('addressLotBlock', { inverse: null }),
    rack: belongsTo('rack', { inverse: null }),
  }),
  bgpAnnounceSet: Model.extend({
    ...attrs<Attrs<BgpAnnounceSet>>(),
    announcements: hasMany('bgpAnnouncement'),
  }),
  bgpAnnouncement: Model.extend({
    ...attrs<Attrs<BgpAnnouncement> & { id: string }>(),
    announceSet: belongsTo('bgpAnnounceSet'),
    addressLotBlock: belongsTo('addressLotBlock', { inverse: null }),
  }),
  bgpConfig: Model.extend({
    ...attrs<Attrs<BgpConfig> & Fks<'announceSet'>>(),
    announceSet: belongsTo('bgpAnnounceSet', { inverse: null }),
  }),
  /** A BFD session under `switch/peer`; the record is the status the API reports. */
  bfdSession: Model.extend(attrs<Attrs<BfdStatus> & { id: string }>()),
  /** The source-IP allow list, and whether the API services take path-MTU ICMP. */
  allowList: Model.extend(attrs<Attrs<AllowList> & { id: string; inboundIcmp: boolean }>()),
  updateTrustRoot: Model.extend(attrs<Attrs<UpdatesTrustRoot>>()),
  /** An uploaded release repository, under its system version. */
  tufRepo: Model.extend(attrs<Attrs<TufRepoDescription> & { id: string; timeUploaded: string }>()),
  targetRelease: Model.extend(attrs<Attrs<TargetRelease> & { id: string }>()),
}
