import type {
  Certificate,
  IpPool,
  IpPoolRange,
  IpPoolSiloLink,
  NetworkInterface,
  Probe,
  SiloQuotas,
  SupportBundleInfo,
} from '~/api/generated/types'
import type { Wire } from '../wire'

// What the fleet area stores, in the wire shape of the contract types, plus the mock's own `_`
// fields. Other areas read these tables by name (ipPools, ipPoolRanges, ipPoolSiloLinks, …).

/** An IP pool. The fleet's one service pool lives here too, flagged, and is never listed. */
export type IpPoolRecord = Wire<IpPool> & { _service?: boolean }

export type IpPoolRangeRecord = Wire<IpPoolRange>

/** A pool linked to a silo; id is `${ip_pool_id}:${silo_id}` (one link per pair). */
export type IpPoolSiloLinkRecord = Wire<IpPoolSiloLink> & { id: string }

/** A TLS certificate of a silo's external API; the private key never leaves the mock. */
export type CertificateRecord = Wire<Certificate> & { _silo_id: string; _key: string }

/** Quotas of one silo, keyed by the silo's id. */
export type SiloQuotasRecord = Wire<SiloQuotas> & { id: string }

/** A probe: a pretend instance on a sled with one external IP and one interface. */
export type ProbeRecord = Wire<Probe> & {
  _project_id: string
  _ip: string
  _ip_pool_id: string
  _interface: Wire<NetworkInterface>
}

/** A support bundle; one made through the API finishes collecting at `_ready_at`. */
export type SupportBundleRecord = Wire<SupportBundleInfo> & { _ready_at?: string }

declare module '../db' {
  interface Tables {
    ipPools: IpPoolRecord
    ipPoolRanges: IpPoolRangeRecord
    ipPoolSiloLinks: IpPoolSiloLinkRecord
    certificates: CertificateRecord
    siloQuotas: SiloQuotasRecord
    probes: ProbeRecord
    supportBundles: SupportBundleRecord
  }
}

export const linkId = (poolId: string, siloId: string) => `${poolId}:${siloId}`

export const toLink = (l: IpPoolSiloLinkRecord) => ({
  ip_pool_id: l.ip_pool_id,
  is_default: l.is_default,
  silo_id: l.silo_id,
})

export const toQuotas = (q: SiloQuotasRecord) => ({
  cpus: q.cpus,
  memory: q.memory,
  silo_id: q.silo_id,
  storage: q.storage,
})
