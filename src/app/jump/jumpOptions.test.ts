import { instance, project } from '~/state/entities/fixtures'
import type { ExternalSubnet, Silo, SubnetPool } from '~/api/generated/types'
import { areaOf, jumpOptions, type JumpArea, type JumpInput } from './jumpOptions'

const areas: JumpArea[] = [
  { area: 'Silo', nav: [{ label: 'Projects', to: () => '/projects' }] },
  {
    area: 'Project',
    nav: [
      { label: 'Instances', to: (p) => `/projects/${p.project}/instances` },
      { label: 'Disks', to: (p) => `/projects/${p.project}/disks` },
    ],
  },
  { area: 'Settings', nav: [{ label: 'SSH Keys', to: () => '/settings/ssh-keys' }] },
  { area: 'System', nav: [{ label: 'Silos', to: () => '/system/silos' }] },
]

const atlas = project(1, 'atlas-ingest')
const billing = project(2, 'billing-api')
const silo = { id: 's', name: 'prairie' } as Silo
const none = {
  projects: [],
  instances: [],
  disks: [],
  snapshots: [],
  images: [],
  vpcs: [],
  floatingIps: [],
  silos: [],
  ipPools: [],
  sleds: [],
  sshKeys: [],
  subnetPools: [],
  externalSubnets: [],
}

const input = (over: Partial<JumpInput>): JumpInput => ({
  areas,
  current: 'Silo',
  project: undefined,
  isFleetViewer: true,
  recentProjects: [],
  known: {
    ...none,
    projects: [atlas, billing],
    instances: [instance(10, 'ingest-worker-1', atlas.id), instance(11, 'api-1', billing.id)],
    silos: [silo],
  },
  ...over,
})

const groups = (options: { group: string }[]) => [...new Set(options.map((o) => o.group))]

test('the area on screen comes first; every other area follows', () => {
  expect(groups(jumpOptions(input({ current: 'Project', project: 'atlas-ingest' })))).toEqual([
    'Pages in atlas-ingest',
    'Instances in atlas-ingest',
    'Instances in billing-api',
    'Silo pages',
    'Projects',
    'Settings pages',
    'System pages',
    'Silos',
  ])
  expect(groups(jumpOptions(input({ current: 'System', project: 'atlas-ingest' })))).toEqual([
    'System pages',
    'Silos',
    'Silo pages',
    'Projects',
    'Pages in atlas-ingest',
    'Instances in atlas-ingest',
    'Instances in billing-api',
    'Settings pages',
  ])
})

test('from the System area a project’s instance is found, and links to its page', () => {
  const options = jumpOptions(input({ current: 'System' }))
  expect(options).toContainEqual({
    group: 'Instances in atlas-ingest',
    label: 'ingest-worker-1',
    to: '/projects/atlas-ingest/instances/ingest-worker-1',
  })
})

test('subnet pools (fleet viewers) and a project’s external subnets are offered like their neighbours', () => {
  const pool = { id: 'sp', name: 'tenant-v4' } as SubnetPool
  const subnet = { id: 'es', name: 'edge-block', projectId: atlas.id } as ExternalSubnet
  const known = { ...input({}).known, subnetPools: [pool], externalSubnets: [subnet] }
  const options = jumpOptions(input({ current: 'Project', project: 'atlas-ingest', known }))
  expect(options).toContainEqual({
    group: 'Subnet pools',
    label: 'tenant-v4',
    to: '/system/networking/subnet-pools/tenant-v4',
  })
  expect(options).toContainEqual({
    group: 'External subnets in atlas-ingest',
    label: 'edge-block',
    to: { pathname: '/projects/atlas-ingest/external-subnets', search: '?highlight=edge-block' },
  })
  const groupsSeen = groups(jumpOptions(input({ isFleetViewer: false, known })))
  expect(groupsSeen).not.toContain('Subnet pools')
  expect(groupsSeen).toContain('External subnets in atlas-ingest')
})

test('the System area is only offered to fleet viewers', () => {
  const groupsSeen = groups(jumpOptions(input({ isFleetViewer: false })))
  expect(groupsSeen).not.toContain('System pages')
  expect(groupsSeen).not.toContain('Silos')
})

test('outside a project its pages are those of the project given (the one opened last)', () => {
  expect(jumpOptions(input({ current: 'Settings' })).map((o) => o.group)).not.toContain(
    'Pages in atlas-ingest',
  )
  expect(jumpOptions(input({ current: 'Settings', project: 'billing-api' }))).toContainEqual({
    group: 'Pages in billing-api',
    label: 'Disks',
    to: '/projects/billing-api/disks',
  })
})

test('projects opened in this browser are offered when the silo’s cannot be listed', () => {
  const options = jumpOptions(
    input({ known: { ...none }, recentProjects: ['payments-prod'], isFleetViewer: false }),
  )
  expect(options).toContainEqual({
    group: 'Projects',
    label: 'payments-prod',
    to: '/projects/payments-prod/instances',
  })
})

test('the area of a path', () => {
  expect(areaOf('/projects')).toBe('Silo')
  expect(areaOf('/projects/a/instances')).toBe('Project')
  expect(areaOf('/projects/a')).toBe('Project')
  expect(areaOf('/settings/profile')).toBe('Settings')
  expect(areaOf('/system/silos')).toBe('System')
  expect(areaOf('/utilization')).toBe('Silo')
})
