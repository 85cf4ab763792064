// Test fixtures: entities of the generated types, and an api with the raw generated endpoints of
// the groups that have no slice yet (no tags, so nothing refetches behind a test's back). Projects
// come from the app's own slice (src/api/endpoints/projects).
import { api } from '~/api/api'
import { processRequestBody } from '~/api/casing'
import { imagesEndpoints } from '~/api/generated/endpoints/images'
import { instancesEndpoints } from '~/api/generated/endpoints/instances'
import { systemSilosEndpoints } from '~/api/generated/endpoints/systemSilos'
import { vpcsEndpoints } from '~/api/generated/endpoints/vpcs'
import type { Image, Instance, Project, SiloIpPool, Vpc, VpcSubnet } from '~/api/generated/types'

export const entitiesTestApi = api.injectEndpoints({
  endpoints: (build) => ({
    ...imagesEndpoints(build),
    ...instancesEndpoints(build),
    ...systemSilosEndpoints(build),
    ...vpcsEndpoints(build),
  }),
})

/** A UUID whose last group is `n`, so tests read which is which. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const times = { timeCreated: new Date(0), timeModified: new Date(0) }

export const project = (n: number, name: string): Project => ({
  id: uuid(n),
  name,
  description: '',
  ...times,
})

export const instance = (n: number, name: string, projectId: string): Instance => ({
  id: uuid(n),
  name,
  projectId,
  description: '',
  hostname: name,
  memory: 1024 ** 3,
  ncpus: 1,
  runState: 'stopped',
  autoRestartEnabled: false,
  enableJumboFrames: false,
  timeRunStateUpdated: new Date(0),
  ...times,
})

export const vpc = (n: number, name: string, projectId: string): Vpc => ({
  id: uuid(n),
  name,
  projectId,
  description: '',
  dnsName: name,
  ipv6Prefix: 'fd00::/48',
  systemRouterId: uuid(n + 1000),
  ...times,
})

export const subnet = (n: number, name: string, vpcId: string): VpcSubnet => ({
  id: uuid(n),
  name,
  vpcId,
  description: '',
  ipv4Block: '10.0.0.0/24',
  ipv6Block: 'fd00::/64',
  ...times,
})

export const image = (n: number, name: string, projectId?: string): Image => ({
  id: uuid(n),
  name,
  ...(projectId ? { projectId } : {}),
  description: '',
  os: 'debian',
  version: '12',
  blockSize: 512,
  size: 1024 ** 3,
  ...times,
})

export const siloPool = (n: number, name: string, isDefault: boolean): SiloIpPool => ({
  id: uuid(n),
  name,
  description: '',
  isDefault,
  ipVersion: 'v4',
  poolType: 'unicast',
  ...times,
})

/** The wire form of a fixture: what the API sends (snake_case, ISO timestamps). */
export const wire = processRequestBody

/** The fields an InstanceUpdate requires that an Instance may leave out: null unsets them. */
export const unset = { bootDisk: null, cpuPlatform: null, autoRestartPolicy: null } as const
