import { belongsTo } from 'miragejs'
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
import { attrs, children, model, type Attrs, type Fks, type NullFks, type Wire } from './attrs'

// IP pools and their ranges and silo links, certificates, quotas, probes, support bundles.

export const fleetModels = {
  /** Of one IP version and type; `assignment`: linked to silos, or serving the rack itself. */
  ipPool: model({
    ...attrs<Attrs<IpPool>>(),
    ranges: children('ipPoolRange', 'ipPoolId'),
    siloLinks: children('ipPoolSiloLink', 'ipPoolId'),
  }),
  ipPoolRange: model({ ...attrs<Attrs<IpPoolRange>>(), ipPool: belongsTo('ipPool') }),
  ipPoolSiloLink: model({
    ...attrs<Attrs<IpPoolSiloLink> & { id: string }>(),
    ipPool: belongsTo('ipPool'),
    silo: belongsTo('silo'),
  }),
  /** A TLS certificate of a silo's external API; the private key never leaves the mock. */
  certificate: model({
    ...attrs<Attrs<Certificate> & Fks<'silo'> & { key: string }>(),
    silo: belongsTo('silo'),
  }),
  /** Quotas of one silo, under the silo's id. */
  siloQuotaSet: model({
    ...attrs<Attrs<SiloQuotas> & { id: string }>(),
    silo: belongsTo('silo', { inverse: null }),
  }),
  /** A pretend instance on a sled with one external address and one interface of kind probe. */
  probe: model({
    ...attrs<Attrs<Probe> & Fks<'project'> & NullFks<'ipPool'> & { ip: string }>(),
    ...attrs<{ interface: Wire<NetworkInterface> }>(),
    project: belongsTo('project', { inverse: null }),
    ipPool: belongsTo('ipPool', { inverse: null }),
  }),
  /** A support bundle; one made through the API finishes collecting at `readyAt`. */
  supportBundle: model(attrs<Attrs<SupportBundleInfo> & { readyAt?: string | null }>()),
}
