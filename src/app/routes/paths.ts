// Route paths in one place so links and the route table agree.
export const SYSTEM_HOME = '/system/issues'

const seg = encodeURIComponent
const project = (p: string) => `/projects/${seg(p)}`
const instance = (p: string, i: string) => `${project(p)}/instances/${seg(i)}`
const silo = (s: string) => `/system/silos/${seg(s)}`
const sled = (id: string) => `/system/inventory/sleds/${seg(id)}`
const ipPool = (p: string) => `/system/networking/ip-pools/${seg(p)}`
/** A page's tab kept in `?tab=` (QueryTabs): none for the default tab. */
const tabQuery = (tab: string | undefined) => (tab ? `?tab=${seg(tab)}` : '')

/** Tabs of a silo's page besides its identity providers (spec §2: ?tab=ip-pools). */
export type SiloTab = 'ip-pools' | 'quotas' | 'fleet-roles'
/** The tab of an IP pool's page besides its ranges. */
export type IpPoolTab = 'silos'

/** Sub-tabs of an instance's metrics tab (spec §2). */
export type MetricsTab = 'cpu' | 'disk' | 'network'

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

  lookupInstance: (id: string) => `/lookup/i/${seg(id)}`,

  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: (sshKey: string) => `/settings/ssh-keys/${seg(sshKey)}/edit`,
  systemIssues: () => '/system/issues',

  silos: () => '/system/silos',
  silosNew: () => '/system/silos-new',
  silo: (s: string, tab?: SiloTab) => silo(s) + tabQuery(tab),
  siloIdpsNew: (s: string) => `${silo(s)}/idps-new`,
  siloIdp: (s: string, provider: string) => `${silo(s)}/idps/saml/${seg(provider)}`,
  systemUtilization: () => '/system/utilization',
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
  deviceSuccess: () => '/device/success',
}
