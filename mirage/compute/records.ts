import type {
  Disk,
  DiskState,
  Image,
  Instance,
  InstanceNetworkInterface,
  InstanceState,
  Snapshot,
  SnapshotState,
} from '~/api/generated/types'
import type { Wire } from '../wire'

// What the compute area stores: the contract's wire shapes plus the mock's own `_` fields, which
// toWire() strips before a record goes out.

/**
 * A state change that is under way: the record moves to `to` once the clock passes `at` (epoch
 * ms). Settled lazily on every read (see settle.ts), so fake timers in tests and the real clock
 * in the demo both see the change without a background timer.
 */
export type Transition<S> = { to: S; at: number }

export type DiskStateWire = Wire<DiskState>

export type InstanceRecord = Wire<Instance> & {
  _transition: Transition<InstanceState> | null
  /** the sled the instance's VMM runs on while it has one (the system area's sled-instances list) */
  _sled_id: string | null
  /** base64 user data as given at create time; the API never returns it */
  _user_data: string
  /** the SSH keys (ids of the creator's keys) passed to the instance at create time */
  _ssh_key_ids: string[]
  /** anti-affinity groups named at create time (the networking area owns their member lists) */
  _anti_affinity_group_ids: string[]
}

export type DiskRecord = Wire<Disk> & {
  _transition: Transition<DiskStateWire> | null
  /** bytes received through bulk writes since the import started (for the import flow) */
  _written_bytes: number
}

export type SnapshotRecord = Wire<Snapshot> & {
  _transition: Transition<SnapshotState> | null
}

/** A project image (project_id set) or a silo image (project_id null) of silo `_silo_id`. */
export type ImageRecord = Wire<Image> & { _silo_id: string }

export type NetworkInterfaceRecord = Wire<InstanceNetworkInterface> & { _project_id: string }

/**
 * An ephemeral external IP of an instance (floating IPs live in the networking area's
 * floatingIps table and point at the instance with their instance_id).
 */
export type EphemeralIpRecord = {
  id: string
  kind: 'ephemeral'
  ip: string
  ip_pool_id: string
  _instance_id: string
  _project_id: string
}

declare module '../db' {
  interface Tables {
    instances: InstanceRecord
    disks: DiskRecord
    snapshots: SnapshotRecord
    images: ImageRecord
    networkInterfaces: NetworkInterfaceRecord
    externalIps: EphemeralIpRecord
  }
}
