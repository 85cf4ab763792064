import { belongsTo } from 'miragejs'
import type {
  Certificate,
  IpPool,
  IpPoolRange,
  IpPoolSiloLink,
  NetworkInterface,
  Probe,
  SiloQuotas,
  SubnetPool,
  SubnetPoolMember,
  SubnetPoolSiloLink,
  SupportBundleInfo,
} from '~/api/generated/types'
import { attrs, children, model, type Attrs, type Fks, type NullFks, type Wire } from './attrs'

// IP pools and their ranges and silo links, subnet pools and their members and silo links,
// certificates, quotas, probes, support bundles.

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
  /** Of one IP version: the subnets (members) external subnets are carved from, for silos. */
  subnetPool: model({
    ...attrs<Attrs<SubnetPool>>(),
    members: children('subnetPoolMember', 'subnetPoolId'),
    siloLinks: children('subnetPoolSiloLink', 'subnetPoolId'),
  }),
  subnetPoolMember: model({
    ...attrs<Attrs<SubnetPoolMember>>(),
    subnetPool: belongsTo('subnetPool'),
  }),
  subnetPoolSiloLink: model({
    ...attrs<Attrs<SubnetPoolSiloLink> & { id: string }>(),
    subnetPool: belongsTo('subnetPool'),
    silo: belongsTo('silo', { inverse: null }),
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
