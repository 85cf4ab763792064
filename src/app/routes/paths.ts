import type { AffinityKind } from '~/api/affinityGroups'

// Route paths in one place so links and the route table agree.
export const SYSTEM_HOME = '/system/issues'

const seg = encodeURIComponent
const project = (p: string) => `/projects/${seg(p)}`
const instance = (p: string, i: string) => `${project(p)}/instances/${seg(i)}`
const vpc = (p: string, v: string) => `${project(p)}/vpcs/${seg(v)}`
const router = (p: string, v: string, r: string) => `${vpc(p, v)}/routers/${seg(r)}`
const silo = (s: string) => `/system/silos/${seg(s)}`
const sled = (id: string) => `/system/inventory/sleds/${seg(id)}`
const ipPool = (p: string) => `/system/networking/ip-pools/${seg(p)}`
const subnetPool = (p: string) => `/system/networking/subnet-pools/${seg(p)}`
const net = '/system/networking'
const bgp = `${net}/bgp`
const switchPage = (id: string) => `/system/inventory/switches/${seg(id)}`
/** A page's tab kept in `?tab=` (QueryTabs): none for the default tab. */
const tabQuery = (tab: string | undefined) => (tab ? `?tab=${seg(tab)}` : '')

/** Tabs of a silo's page besides its identity providers (spec §2: ?tab=ip-pools). */
export type SiloTab = 'ip-pools' | 'subnet-pools' | 'quotas' | 'users' | 'scim' | 'fleet-roles'
/** The tab of an IP pool's page besides its ranges. */
export type IpPoolTab = 'silos'
/** The tab of a subnet pool's page besides its members. */
export type SubnetPoolTab = 'silos'

/** The tabs of a webhook receiver's page besides its subscriptions. */
export type AlertReceiverTab = 'secrets' | 'deliveries'

/** Sub-tabs of an instance's metrics tab (spec §2). */
export type MetricsTab = 'cpu' | 'disk' | 'network'

// the two kinds of affinity group are also path segments
export type { AffinityKind }

export const pb = {
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: (p: string) => `${project(p)}/edit`,
  project: (p: string) => project(p),

  instances: (p: string) => `${project(p)}/instances`,
  instancesNew: (p: string) => `${project(p)}/instances-new`,
  instance: (p: string, i: string) => instance(p, i),
  instanceStorage: (p: string, i: string) => `${instance(p, i)}/storage`,
  instanceNetworking: (p: string, i: string) => `${instance(p, i)}/networking`,
  instanceMetrics: (p: string, i: string, tab: MetricsTab = 'cpu') =>
    `${instance(p, i)}/metrics/${tab}`,
  instanceConnect: (p: string, i: string) => `${instance(p, i)}/connect`,
  instanceSettings: (p: string, i: string) => `${instance(p, i)}/settings`,
  serialConsole: (p: string, i: string) => `${instance(p, i)}/serial-console`,

  disks: (p: string) => `${project(p)}/disks`,
  disksNew: (p: string) => `${project(p)}/disks-new`,

  siloAccess: () => '/access',
  siloUsers: () => '/users',
  /** a user of the silo, by id: the API addresses users by id only */
  siloUser: (user: string) => `/users/${seg(user)}`,
  certificates: () => '/certificates',
  certificatesNew: () => '/certificates-new',
  authSettings: () => '/auth-settings',
  /** with `group` (its id), that group's members open over the list */
  siloGroups: (group?: string) => `/groups${group ? `?group=${seg(group)}` : ''}`,
  projectAccess: (p: string) => `${project(p)}/access`,
  siloUtilization: () => '/utilization',
  vpcs: (p: string) => `${project(p)}/vpcs`,
  vpcsNew: (p: string) => `${project(p)}/vpcs-new`,
  vpc: (p: string, v: string) => vpc(p, v),
  vpcEdit: (p: string, v: string) => `${vpc(p, v)}/edit`,
  vpcFirewallRules: (p: string, v: string) => `${vpc(p, v)}/firewall-rules`,
  /** with `rule`, a new rule cloned from that one */
  firewallRulesNew: (p: string, v: string, rule?: string) =>
    `${vpc(p, v)}/firewall-rules-new${rule === undefined ? '' : `/${seg(rule)}`}`,
  firewallRuleEdit: (p: string, v: string, rule: string) =>
    `${vpc(p, v)}/firewall-rules/${seg(rule)}/edit`,
  vpcSubnets: (p: string, v: string) => `${vpc(p, v)}/subnets`,
  subnetsNew: (p: string, v: string) => `${vpc(p, v)}/subnets-new`,
  subnetEdit: (p: string, v: string, s: string) => `${vpc(p, v)}/subnets/${seg(s)}/edit`,
  vpcRouters: (p: string, v: string) => `${vpc(p, v)}/routers`,
  routersNew: (p: string, v: string) => `${vpc(p, v)}/routers-new`,
  router: (p: string, v: string, r: string) => router(p, v, r),
  routerEdit: (p: string, v: string, r: string) => `${router(p, v, r)}/edit`,
  routesNew: (p: string, v: string, r: string) => `${router(p, v, r)}/routes-new`,
  routeEdit: (p: string, v: string, r: string, route: string) =>
    `${router(p, v, r)}/routes/${seg(route)}/edit`,
  vpcInternetGateways: (p: string, v: string) => `${vpc(p, v)}/internet-gateways`,
  internetGateway: (p: string, v: string, g: string) => `${vpc(p, v)}/internet-gateways/${seg(g)}`,

  /** with `group` (its name), that group's members open over the list */
  multicastGroups: (p: string, group?: string) =>
    `${project(p)}/multicast-groups${group ? `?group=${seg(group)}` : ''}`,
  probes: (p: string) => `${project(p)}/probes`,
  probesNew: (p: string) => `${project(p)}/probes-new`,
  probe: (p: string, probe: string) => `${project(p)}/probes/${seg(probe)}`,
  floatingIps: (p: string) => `${project(p)}/floating-ips`,
  floatingIpsNew: (p: string) => `${project(p)}/floating-ips-new`,
  floatingIpEdit: (p: string, f: string) => `${project(p)}/floating-ips/${seg(f)}/edit`,
  externalSubnets: (p: string) => `${project(p)}/external-subnets`,
  externalSubnetsNew: (p: string) => `${project(p)}/external-subnets-new`,
  externalSubnetEdit: (p: string, s: string) => `${project(p)}/external-subnets/${seg(s)}/edit`,

  snapshots: (p: string) => `${project(p)}/snapshots`,
  snapshotsNew: (p: string) => `${project(p)}/snapshots-new`,
  snapshotImagesNew: (p: string, s: string) => `${project(p)}/snapshots/${seg(s)}/images-new`,

  projectImages: (p: string) => `${project(p)}/images`,
  projectImagesNew: (p: string) => `${project(p)}/images-new`,
  projectImageEdit: (p: string, i: string) => `${project(p)}/images/${seg(i)}/edit`,
  siloImages: () => '/images',
  siloImageEdit: (i: string) => `/images/${seg(i)}/edit`,

  affinity: (p: string) => `${project(p)}/affinity`,
  affinityNew: (p: string) => `${project(p)}/affinity-new`,
  affinityGroup: (p: string, kind: AffinityKind, g: string) => `${project(p)}/${kind}/${seg(g)}`,
  affinityGroupEdit: (p: string, kind: AffinityKind, g: string) =>
    `${project(p)}/${kind}/${seg(g)}/edit`,

  lookupInstance: (id: string) => `/lookup/i/${seg(id)}`,

  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  accessTokens: () => '/settings/access-tokens',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: (sshKey: string) => `/settings/ssh-keys/${seg(sshKey)}/edit`,
  systemIssues: () => '/system/issues',
  fleetAccess: () => '/system/access',
  systemUpdate: () => '/system/update',
  supportBundles: () => '/system/support-bundles',
  /** with `resource` (an activity key, src/app/audit/activity.ts), the log filtered to it */
  auditLog: (resource?: string) =>
    `/system/audit-log${resource ? `?${new URLSearchParams({ resource }).toString()}` : ''}`,
  supportBundle: (id: string) => `/system/support-bundles/${seg(id)}`,
  alerts: () => '/system/alerts',
  alert: (id: string) => `/system/alerts/${seg(id)}`,
  alertReceivers: () => '/system/alerts/receivers',
  alertReceiversNew: () => '/system/alerts/receivers-new',
  alertReceiver: (r: string, tab?: AlertReceiverTab) =>
    `/system/alerts/receivers/${seg(r)}${tabQuery(tab)}`,
  alertReceiverEdit: (r: string) => `/system/alerts/receivers/${seg(r)}/edit`,
  trustRoots: () => '/system/update/trust-roots',
  trustRootsNew: () => '/system/update/trust-roots-new',

  silos: () => '/system/silos',
  silosNew: () => '/system/silos-new',
  silo: (s: string, tab?: SiloTab) => silo(s) + tabQuery(tab),
  siloIdpsNew: (s: string) => `${silo(s)}/idps-new`,
  siloIdp: (s: string, provider: string) => `${silo(s)}/idps/saml/${seg(provider)}`,
  systemUtilization: () => '/system/utilization',
  /** the metrics explorer, opened on a query when one is given */
  systemMetrics: (query?: string) =>
    `/system/metrics${query ? `?${new URLSearchParams({ query }).toString()}` : ''}`,
  inventory: () => '/system/inventory',
  sleds: () => '/system/inventory/sleds',
  physicalDisks: () => '/system/inventory/disks',
  switches: () => '/system/inventory/switches',
  sled: (id: string) => sled(id),
  sledInstances: (id: string) => `${sled(id)}/instances`,
  ipPools: () => '/system/networking/ip-pools',
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  ipPool: (p: string, tab?: IpPoolTab) => ipPool(p) + tabQuery(tab),
  ipPoolEdit: (p: string) => `${ipPool(p)}/edit`,
  ipPoolRangesAdd: (p: string) => `${ipPool(p)}/ranges-add`,
  subnetPools: () => '/system/networking/subnet-pools',
  subnetPoolsNew: () => '/system/networking/subnet-pools-new',
  subnetPool: (p: string, tab?: SubnetPoolTab) => subnetPool(p) + tabQuery(tab),
  subnetPoolEdit: (p: string) => `${subnetPool(p)}/edit`,
  subnetPoolMembersAdd: (p: string) => `${subnetPool(p)}/members-add`,
  /** opens on the IP pools; the sidebar entry is current on every page under it */
  networking: () => net,
  bgp: () => bgp,
  bgpConfigs: () => `${bgp}/configs`,
  bgpConfigsNew: () => `${bgp}/configs-new`,
  bgpConfigEdit: (c: string) => `${bgp}/configs/${seg(c)}/edit`,
  announceSets: () => `${bgp}/announce-sets`,
  announceSetsNew: () => `${bgp}/announce-sets-new`,
  announceSet: (s: string) => `${bgp}/announce-sets/${seg(s)}`,
  bgpPeers: () => `${bgp}/peers`,
  bgpRoutes: () => `${bgp}/routes`,
  bgpHistory: () => `${bgp}/history`,
  addressLots: () => `${net}/address-lots`,
  addressLotsNew: () => `${net}/address-lots-new`,
  addressLot: (l: string) => `${net}/address-lots/${seg(l)}`,
  loopbackAddresses: () => `${net}/loopback-addresses`,
  loopbackAddressesNew: () => `${net}/loopback-addresses-new`,
  portSettings: () => `${net}/port-settings`,
  portSettingsNew: () => `${net}/port-settings-new`,
  portSettingsView: (s: string) => `${net}/port-settings/${seg(s)}`,
  serviceAccess: () => `${net}/service-access`,
  networkingSettings: () => `${net}/settings`,
  switch: (id: string) => switchPage(id),
  /** a switch port by its id: a port's name is only unique within one switch */
  switchPort: (switchId: string, portId: string) => `${switchPage(switchId)}/ports/${seg(portId)}`,
  deviceSuccess: () => '/device/success',
}
