import { belongsTo } from 'miragejs'
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
  PhysicalDiskAdoptionRequest,
  Rack,
  RackMembershipStatus,
  Sled,
  Switch,
  SwitchPort,
  SwitchPortSettings,
  TargetRelease,
  TufRepo,
  UnadoptedPhysicalDisk,
  UninitializedSled,
  UpdatesTrustRoot,
} from '~/api/generated/types'
import { attrs, children, model, type Attrs, type Fks } from './attrs'

// The rack's hardware, its external networking (address lots, loopbacks, BGP, switch port
// settings), the allow list and system updates. Singletons (allow list, target release) are one
// model with the id 'singleton'.

export const systemModels = {
  /**
   * `contactSupport`: the update planner found a condition only Oxide support can resolve.
   * `recoveredTo`: the release a manual recovery (mupdate) installed; automatic update is
   * suspended until recovery is finished with it, or it is set as the target release.
   */
  rack: model({
    ...attrs<Attrs<Rack> & { contactSupport?: boolean; recoveredTo?: string | null }>(),
    sleds: children('sled', 'rackId'),
    switches: children('switch', 'rackId'),
  }),
  /** `cubby`: its slot in the rack, so an added sled and its disks read like real ones. */
  sled: model({
    ...attrs<Attrs<Sled> & { cubby: number }>(),
    rack: belongsTo('rack'),
    physicalDisks: children('physicalDisk', 'sledId'),
    instances: children('instance', 'sledId'),
  }),
  physicalDisk: model({ ...attrs<Attrs<PhysicalDisk>>(), sled: belongsTo('sled') }),
  /** A disk a sled agent reports that the control plane has not adopted (id `<sled>:<slot>`). */
  unadoptedPhysicalDisk: model({
    ...attrs<Attrs<UnadoptedPhysicalDisk> & { id: string }>(),
    sled: belongsTo('sled', { inverse: null }),
  }),
  /**
   * An operator's leave to adopt the disk of that identity; `readyAt`: when the control plane
   * has adopted it, the disk being in a sled (none while it is not).
   */
  physicalDiskAdoptionRequest:
    model(attrs<Attrs<PhysicalDiskAdoptionRequest> & { readyAt?: string | null }>()),
  /**
   * One version of a rack's membership (id `<rack>:<version>`); `readyAt`: when an in-progress
   * change commits, its sleds having acknowledged it.
   */
  rackMembership:
    model(attrs<Attrs<RackMembershipStatus> & { id: string; readyAt?: string | null }>()),
  uninitializedSled: model({
    ...attrs<Attrs<UninitializedSled> & { id: string }>(),
    rack: belongsTo('rack', { inverse: null }),
  }),
  switch: model({ ...attrs<Attrs<Switch>>(), rack: belongsTo('rack') }),
  /** `linkDownSince`: when its link went down (the link's status, and BGP over it, follow). */
  switchPort: model({
    ...attrs<Attrs<SwitchPort> & { linkDownSince?: string | null }>(),
    rack: belongsTo('rack', { inverse: null }),
    portSettings: belongsTo('switchPortSetting', { inverse: null }),
    lldpNeighbors: children('lldpNeighbor', 'portId'),
  }),
  /** The settings view as the API shows it, so the view and the port endpoints share it. */
  switchPortSetting: model(attrs<Attrs<SwitchPortSettings>>()),
  lldpNeighbor: model({
    ...attrs<Attrs<LldpNeighbor> & Fks<'port'> & { id: string }>(),
    port: belongsTo('switchPort'),
  }),
  addressLot: model({
    ...attrs<Attrs<AddressLot>>(),
    blocks: children('addressLotBlock', 'addressLotId'),
  }),
  addressLotBlock: model({
    ...attrs<Attrs<AddressLotBlock> & Fks<'addressLot'>>(),
    addressLot: belongsTo('addressLot'),
  }),
  loopbackAddress: model({
    ...attrs<Attrs<LoopbackAddress> & { anycast: boolean }>(),
    addressLotBlock: belongsTo('addressLotBlock', { inverse: null }),
    rack: belongsTo('rack', { inverse: null }),
  }),
  bgpAnnounceSet: model({
    ...attrs<Attrs<BgpAnnounceSet>>(),
    announcements: children('bgpAnnouncement', 'announceSetId'),
  }),
  bgpAnnouncement: model({
    ...attrs<Attrs<BgpAnnouncement> & { id: string }>(),
    announceSet: belongsTo('bgpAnnounceSet'),
    addressLotBlock: belongsTo('addressLotBlock', { inverse: null }),
  }),
  bgpConfig: model({
    ...attrs<Attrs<BgpConfig> & Fks<'announceSet'>>(),
    announceSet: belongsTo('bgpAnnounceSet', { inverse: null }),
  }),
  /** A BFD session under `switch/peer`; the record is the status the API reports. */
  bfdSession: model(attrs<Attrs<BfdStatus> & { id: string }>()),
  /**
   * The source-IP allow list, whether the API services take path-MTU ICMP, and whether instances
   * may opt in to jumbo frames (the fleet-wide networking settings).
   */
  allowList:
    model(
      attrs<Attrs<AllowList> & { id: string; inboundIcmp: boolean; jumboFramesOptIn?: boolean }>(),
    ),
  updateTrustRoot: model(attrs<Attrs<UpdatesTrustRoot>>()),
  /** An uploaded release repository, under its system version. */
  tufRepo: model(attrs<Attrs<TufRepo> & { id: string }>()),
  targetRelease: model(attrs<Attrs<TargetRelease> & { id: string }>()),
}
