import { GiB } from '~/util/format'
import { defaultBootDiskName, initialValues, type InstanceCreateValues } from './formValues'
import { toBase64, toInstanceCreate } from './toInstanceCreate'

const values = (change: Partial<InstanceCreateValues> = {}): InstanceCreateValues => ({
  ...initialValues(['key-a', 'key-b']),
  name: 'web-1',
  bootImageId: 'img-1',
  ...change,
})

it('turns the defaults into a body: preset size, image boot disk, default network, all keys', () => {
  expect(toInstanceCreate(values({ description: 'front end' }))).toEqual({
    name: 'web-1',
    description: 'front end',
    hostname: 'web-1',
    ncpus: 2,
    memory: 8 * GiB,
    bootDisk: {
      type: 'create',
      name: 'web-1-boot',
      description: 'Boot disk of web-1',
      size: 10 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: 'img-1' } },
    },
    disks: [],
    // the API's defaults: both IP stacks, the silo's default pool, no CPU platform, no jumbo frames
    networkInterfaces: { type: 'default_dual_stack' },
    externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: null } }],
    sshPublicKeys: ['key-a', 'key-b'],
    userData: '',
    autoRestartPolicy: null,
    cpuPlatform: null,
    enableJumboFrames: false,
    start: true,
  })
})

it('uses the custom CPU and memory (typed text or parsed numbers) only for Custom', () => {
  expect(toInstanceCreate(values({ size: 'custom', ncpus: '6', memoryGib: 12 }))).toMatchObject({
    ncpus: 6,
    memory: 12 * GiB,
  })
  expect(toInstanceCreate(values({ size: 'high-cpu-8', ncpus: '6' }))).toMatchObject({
    ncpus: 8,
    memory: 8 * GiB,
  })
})

it('sends the typed hostname and boot disk name and size', () => {
  const body = toInstanceCreate(
    values({ hostname: ' web.example.com ', bootDiskName: 'root', bootDiskSizeGib: '20' }),
  )
  expect(body.hostname).toBe('web.example.com')
  expect(body.bootDisk).toMatchObject({ name: 'root', size: 20 * GiB })
})

it('attaches an existing boot disk and the additional disks in order', () => {
  const body = toInstanceCreate(
    values({
      bootSource: 'disk',
      bootExistingDisk: 'old-root',
      disks: [
        { type: 'create', name: 'data', sizeGib: '50', blockSize: '512' },
        { type: 'attach', name: 'spare', sizeGib: 10, blockSize: '4096' },
      ],
    }),
  )
  expect(body.bootDisk).toEqual({ type: 'attach', name: 'old-root' })
  expect(body.disks).toEqual([
    {
      type: 'create',
      name: 'data',
      description: '',
      size: 50 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
    },
    { type: 'attach', name: 'spare' },
  ])
})

const AUTO = { type: 'auto' }
const dualAuto = { type: 'dual_stack', value: { v4: { ip: AUTO }, v6: { ip: AUTO } } }

it('builds the custom interfaces in one VPC, leaving the IP out when none was typed', () => {
  const custom = {
    network: 'custom' as const,
    nicVpc: 'net',
    nics: [{ name: 'eth0', subnet: 'sub', ip: '' }],
  }
  expect(toInstanceCreate(values(custom)).networkInterfaces).toEqual({
    type: 'create',
    params: [
      { name: 'eth0', description: '', vpcName: 'net', subnetName: 'sub', ipConfig: dualAuto },
    ],
  })
  const two = {
    ...custom,
    nics: [
      { name: 'eth0', subnet: 'sub', ip: ' 10.0.0.9 ' },
      { name: 'eth1', subnet: 'other', ip: '' },
    ],
  }
  expect(toInstanceCreate(values(two)).networkInterfaces).toEqual({
    type: 'create',
    params: [
      {
        name: 'eth0',
        description: '',
        vpcName: 'net',
        subnetName: 'sub',
        ipConfig: {
          type: 'dual_stack',
          value: { v4: { ip: { type: 'explicit', value: '10.0.0.9' } }, v6: { ip: AUTO } },
        },
      },
      { name: 'eth1', description: '', vpcName: 'net', subnetName: 'other', ipConfig: dualAuto },
    ],
  })
  // an IPv6-only stack: the typed address is the IPv6 one
  const v6 = {
    ...custom,
    ipStack: 'v6' as const,
    nics: [{ name: 'eth0', subnet: 'sub', ip: 'fd00::9' }],
  }
  expect(toInstanceCreate(values(v6)).networkInterfaces).toMatchObject({
    params: [{ ipConfig: { type: 'v6', value: { ip: { type: 'explicit', value: 'fd00::9' } } } }],
  })
})

it('the default interface gets the IP stack chosen', () => {
  expect(toInstanceCreate(values({ ipStack: 'v4' })).networkInterfaces).toEqual({
    type: 'default_ipv4',
  })
  expect(toInstanceCreate(values({ ipStack: 'v6' })).networkInterfaces).toEqual({
    type: 'default_ipv6',
  })
})

it('sends the CPU platform and jumbo frames when chosen', () => {
  expect(
    toInstanceCreate(values({ cpuPlatform: 'amd_turin', enableJumboFrames: true })),
  ).toMatchObject({ cpuPlatform: 'amd_turin', enableJumboFrames: true })
})

it('sends the picked pool and floating IPs, and no external IP without an interface', () => {
  const ips = { ephemeralPool: 'public', floatingIps: ['web-ip'] }
  expect(toInstanceCreate(values(ips)).externalIps).toEqual([
    { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'public' } },
    { type: 'floating', floatingIp: 'web-ip' },
  ])
  // the silo's default pool of the version chosen
  const v6 = toInstanceCreate(values({ ephemeralIpVersion: 'v6' })).externalIps
  expect(v6).toEqual([{ type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v6' } }])
  // both: one of each version, each from its default pool (a pool picked before is not sent)
  const both = toInstanceCreate(values({ ...ips, ephemeralIpVersion: 'both' })).externalIps
  expect(both).toEqual([
    { type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v4' } },
    { type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v6' } },
    { type: 'floating', floatingIp: 'web-ip' },
  ])
  expect(toInstanceCreate(values({ ...ips, ephemeralIp: false })).externalIps).toEqual([
    { type: 'floating', floatingIp: 'web-ip' },
  ])
  expect(toInstanceCreate(values({ ...ips, network: 'none' }))).toMatchObject({
    networkInterfaces: { type: 'none' },
    externalIps: [],
  })
})

it('sends the checked keys, none, or null (all) when the list could not be read', () => {
  expect(toInstanceCreate(values({ sshKeys: ['key-b'] })).sshPublicKeys).toEqual(['key-b'])
  expect(toInstanceCreate(values({ sshKeys: [] })).sshPublicKeys).toEqual([])
  expect(toInstanceCreate(values({ sshKeys: null })).sshPublicKeys).toBeNull()
})

it('base64-encodes the user data as UTF-8 and passes policy and start through', () => {
  const body = toInstanceCreate(
    values({ userData: '#cloud-config\nhostname: café', autoRestart: 'never', start: false }),
  )
  expect(atob(body.userData!)).toBe(
    String.fromCharCode(...new TextEncoder().encode('#cloud-config\nhostname: café')),
  )
  expect(body).toMatchObject({ autoRestartPolicy: 'never', start: false })
  expect(toBase64('hi')).toBe('aGk=')
})

it('cuts the default boot disk name to fit 63 characters', () => {
  const long = `a${'-b'.repeat(40)}`
  const name = defaultBootDiskName(long)
  expect(name.length).toBeLessThanOrEqual(63)
  expect(name).toMatch(/^a(-b)+-boot$/)
})

it('boots from a new disk made from a snapshot, and joins the chosen anti-affinity groups', () => {
  const body = toInstanceCreate(
    values({
      bootSource: 'snapshot',
      bootSnapshotId: 'snap-1',
      bootDiskSizeGib: 20,
      antiAffinityGroups: ['web-spread', 'zone-a'],
    }),
  )
  expect(body.bootDisk).toEqual({
    type: 'create',
    name: 'web-1-boot',
    description: 'Boot disk of web-1',
    size: 20 * GiB,
    diskBackend: {
      type: 'distributed',
      diskSource: { type: 'snapshot', snapshotId: 'snap-1' },
    },
  })
  expect(body.antiAffinityGroups).toEqual(['web-spread', 'zone-a'])
})
