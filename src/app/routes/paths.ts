// Route paths in one place so links and the route table agree.
export const SYSTEM_HOME = '/system/issues'

const seg = encodeURIComponent
const project = (p: string) => `/projects/${seg(p)}`
const instance = (p: string, i: string) => `${project(p)}/instances/${seg(i)}`

/** Sub-tabs of an instance's metrics tab (spec §2). */
export type MetricsTab = 'cpu' | 'disk' | 'network'

/**
 * The two kinds of affinity group (spec §1), each also its path segment: an affinity group and an
 * anti-affinity group may share a name in one project.
 */
export type AffinityKind = 'affinity' | 'anti-affinity'

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
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: (sshKey: string) => `/settings/ssh-keys/${seg(sshKey)}/edit`,
  systemIssues: () => '/system/issues',
  deviceSuccess: () => '/device/success',
}
