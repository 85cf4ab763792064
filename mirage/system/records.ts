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
import type { Wire } from '../wire'

// The system area's tables. Records are the contract's wire shapes; fields the mock keeps for
// itself start with `_`. Singletons (allow list, ICMP setting, target release) are one record
// with a fixed id, so they live in the same typed tables as everything else.

type RackRecord = Wire<Rack>
/** `_cubby`: the slot in the rack, kept so an added sled and its disks read like real ones. */
export type SledRecord = Wire<Sled> & { _cubby: number }
type PhysicalDiskRecord = Wire<PhysicalDisk>
export type UninitializedSledRecord = Wire<UninitializedSled> & { id: string }
type SwitchRecord = Wire<Switch>
export type SwitchPortRecord = Wire<SwitchPort>
export type AddressLotRecord = Wire<AddressLot>
export type AddressLotBlockRecord = Wire<AddressLotBlock> & { _lot_id: string }
export type LoopbackAddressRecord = Wire<LoopbackAddress> & { _anycast: boolean }
export type BgpAnnounceSetRecord = Wire<BgpAnnounceSet>
/** Announcements have no id of their own on the wire; the record's id is set id + network. */
type BgpAnnouncementRecord = Wire<BgpAnnouncement> & { id: string }
export type BgpConfigRecord = Wire<BgpConfig> & { _announce_set_id: string }
/** The full settings view is stored, so the view endpoint and the port endpoints share it. */
export type SwitchPortSettingsRecord = Wire<SwitchPortSettings>
/** A BFD session, keyed by switch and peer; the record is the status the API reports. */
type BfdSessionRecord = Wire<BfdStatus> & { id: string }
export type LldpNeighborRecord = Wire<LldpNeighbor> & { id: string; _port_id: string }
export type AllowListRecord = Wire<AllowList> & { id: string }
type InboundIcmpRecord = { id: string; enabled: boolean }
type TrustRootRecord = Wire<UpdatesTrustRoot>
export type TufRepoRecord = Wire<TufRepoDescription> & { id: string; _time_uploaded: string }
type TargetReleaseRecord = Wire<TargetRelease> & { id: string }

declare module '../db' {
  interface Tables {
    racks: RackRecord
    sleds: SledRecord
    physicalDisks: PhysicalDiskRecord
    uninitializedSleds: UninitializedSledRecord
    switches: SwitchRecord
    switchPorts: SwitchPortRecord
    addressLots: AddressLotRecord
    addressLotBlocks: AddressLotBlockRecord
    loopbackAddresses: LoopbackAddressRecord
    bgpAnnounceSets: BgpAnnounceSetRecord
    bgpAnnouncements: BgpAnnouncementRecord
    bgpConfigs: BgpConfigRecord
    switchPortSettings: SwitchPortSettingsRecord
    bfdSessions: BfdSessionRecord
    lldpNeighbors: LldpNeighborRecord
    allowList: AllowListRecord
    inboundIcmp: InboundIcmpRecord
    updateTrustRoots: TrustRootRecord
    tufRepos: TufRepoRecord
    targetRelease: TargetReleaseRecord
  }
}

/** Fixed ids of the singleton records. */
export const SINGLETON_ID = 'singleton'

/** Seed id kinds of this area (seedId(kind, n)): 0x5100 up ('S'), clear of other areas' kinds. */
export const KIND = {
  rack: 0x5100,
  sled: 0x5101,
  physicalDisk: 0x5102,
  switch: 0x5103,
  switchPort: 0x5104,
  addressLot: 0x5105,
  loopback: 0x5107,
  announceSet: 0x5108,
  bgpConfig: 0x5109,
  portSettings: 0x510a,
  portSettingsPart: 0x510b,
  trustRoot: 0x510c,
  lldp: 0x510e,
} as const

/** The two switch slots of a rack (the contract's SwitchLocation). */
export const SWITCH_LOCATIONS = ['switch0', 'switch1'] as const
export type SwitchLocationName = (typeof SWITCH_LOCATIONS)[number]
