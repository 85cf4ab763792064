import type { InstanceAutoRestartPolicy, InstanceCpuPlatform } from '~/api/generated/types'
import type { StackChoice } from '~/api/ipStack'
import type { IpVersionChoice } from '~/components'
import { MAX_NAME_LENGTH } from '~/util/constants'
import type { BLOCK_SIZES } from '~/util/limits'
import { SIZE_PRESETS } from '../sizing'

// The create form's values mirror what the user sees (presets, pickers, checkboxes); they are
// turned into the API's InstanceCreate only on submit (toInstanceCreate.ts).

/** Number inputs hold text until formik parses them; an emptied input is ''. */
type NumberInput = string | number

type SizePresetId = (typeof SIZE_PRESETS)[number]['id']
export const CUSTOM_SIZE = 'custom'
type SizeChoice = SizePresetId | typeof CUSTOM_SIZE

type BlockSize = (typeof BLOCK_SIZES)[number]

/** One entry of the additional-disks list: a new blank disk, or a detached disk of the project. */
export type DiskEntry = {
  type: 'create' | 'attach'
  /** the new disk's name, or the existing disk picked */
  name: string
  /** create only */
  sizeGib: NumberInput
  blockSize: `${BlockSize}`
}

/** One network interface of a custom network; all of an instance's are in one VPC (nicVpc). */
export type NicEntry = {
  name: string
  subnet: string
  /** empty: the API assigns one */
  ip: string
}

type NetworkChoice = 'default' | 'none' | 'custom'

type AutoRestartChoice = 'default' | InstanceAutoRestartPolicy

export type InstanceCreateValues = {
  name: string
  description: string
  /** empty: the instance name is used (a valid name is always a valid hostname) */
  hostname: string

  size: SizeChoice
  /** used when size is 'custom'; a preset copies its numbers here so Custom starts from them */
  ncpus: NumberInput
  memoryGib: NumberInput

  /** a new disk from an image or from a snapshot, or an existing detached disk */
  bootSource: 'image' | 'snapshot' | 'disk'
  bootImageId: string
  /** a ready snapshot of the project */
  bootSnapshotId: string
  /** empty: `<instance>-boot` */
  bootDiskName: string
  bootDiskSizeGib: NumberInput
  /** name of an existing detached disk */
  bootExistingDisk: string

  disks: DiskEntry[]

  network: NetworkChoice
  /** the private addresses of the interfaces (default or custom): IPv4, IPv6 or both */
  ipStack: StackChoice
  /** the VPC of every custom interface (the API keeps an instance's interfaces in one VPC) */
  nicVpc: string
  /** the custom interfaces, the first one primary */
  nics: NicEntry[]

  ephemeralIp: boolean
  /** empty: the silo's default pool */
  ephemeralPool: string
  /**
   * with the silo's default pool: which version's default ('' leaves it to the API); 'both': an
   * address of each version, each from its version's default pool
   */
  ephemeralIpVersion: IpVersionChoice | 'both'
  /** names of unattached floating IPs of the project */
  floatingIps: string[]

  /** names of the project's anti-affinity groups the instance joins */
  antiAffinityGroups: string[]

  /** ids of the current user's SSH keys to pass; null when the list could not be read */
  sshKeys: string[] | null
  userData: string
  autoRestart: AutoRestartChoice
  /** '' is no requirement (the API's default): the sled's most general platform */
  cpuPlatform: '' | InstanceCpuPlatform
  enableJumboFrames: boolean
  start: boolean
}

const DEFAULT_SIZE = SIZE_PRESETS[0]
const DEFAULT_BOOT_DISK_GIB = 10
const DEFAULT_BLOCK_SIZE: DiskEntry['blockSize'] = '4096'

export const presetById = (id: string) => SIZE_PRESETS.find((p) => p.id === id)

export function initialValues(sshKeyIds: string[] | null): InstanceCreateValues {
  return {
    name: '',
    description: '',
    hostname: '',
    size: DEFAULT_SIZE.id,
    ncpus: DEFAULT_SIZE.ncpus,
    memoryGib: DEFAULT_SIZE.memoryGib,
    bootSource: 'image',
    bootImageId: '',
    bootSnapshotId: '',
    bootDiskName: '',
    bootDiskSizeGib: DEFAULT_BOOT_DISK_GIB,
    bootExistingDisk: '',
    disks: [],
    network: 'default',
    ipStack: 'dual_stack',
    nicVpc: '',
    nics: [newNicEntry()],
    ephemeralIp: true,
    ephemeralPool: '',
    ephemeralIpVersion: '',
    floatingIps: [],
    antiAffinityGroups: [],
    sshKeys: sshKeyIds,
    userData: '',
    autoRestart: 'default',
    cpuPlatform: '',
    enableJumboFrames: false,
    start: true,
  }
}

export const newNicEntry = (): NicEntry => ({ name: '', subnet: '', ip: '' })

export const newDiskEntry = (type: DiskEntry['type']): DiskEntry => ({
  type,
  name: '',
  sizeGib: DEFAULT_BOOT_DISK_GIB,
  blockSize: DEFAULT_BLOCK_SIZE,
})

const BOOT_SUFFIX = '-boot'

/** `<instance>-boot`, cut so it stays within the API's 63-character names. */
export function defaultBootDiskName(instanceName: string): string {
  const base = instanceName.slice(0, MAX_NAME_LENGTH - BOOT_SUFFIX.length).replace(/-+$/, '')
  return `${base}${BOOT_SUFFIX}`
}

/**
 * The boot disk's name as it will be sent. Formik validates with '' turned into undefined, so
 * the schema calls this with missing fields too.
 */
export function bootDiskName(values: Partial<Pick<InstanceCreateValues, 'name' | 'bootDiskName'>>) {
  const typed = values.bootDiskName?.trim() ?? ''
  return typed === '' ? defaultBootDiskName(values.name ?? '') : typed
}

/** Bytes of the user data once UTF-8 encoded, which is what the API limits. */
export const userDataBytes = (text: string) => new TextEncoder().encode(text).length
