import type {
  BlockSize,
  ExternalIpCreate,
  InstanceCreate,
  InstanceDiskAttachment,
  InstanceNetworkInterfaceAttachment,
} from '~/api/generated/types'
import { GiB } from '~/util/format'
import {
  bootDiskName,
  CUSTOM_SIZE,
  presetById,
  type DiskEntry,
  type InstanceCreateValues,
} from './formValues'
import { toIpConfig } from '~/api/ipStack'
import { toPoolSelector } from '~/components'

// Form values → the API's InstanceCreate. Runs only on values the schema accepted, so numbers
// parse and the picked things exist.

/** RFC 4648 §4 base64 of the UTF-8 bytes, as the API wants user data. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text)
  // one character per byte; chunks keep String.fromCharCode's argument list small
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

function sizeOf(values: InstanceCreateValues): { ncpus: number; memoryGib: number } {
  const preset = values.size === CUSTOM_SIZE ? undefined : presetById(values.size)
  return preset
    ? { ncpus: preset.ncpus, memoryGib: preset.memoryGib }
    : { ncpus: Number(values.ncpus), memoryGib: Number(values.memoryGib) }
}

function bootDisk(values: InstanceCreateValues): InstanceDiskAttachment {
  if (values.bootSource === 'disk') return { type: 'attach', name: values.bootExistingDisk }
  return {
    type: 'create',
    name: bootDiskName(values),
    description: `Boot disk of ${values.name}`,
    size: Number(values.bootDiskSizeGib) * GiB,
    diskBackend: {
      type: 'distributed',
      diskSource:
        values.bootSource === 'snapshot'
          ? { type: 'snapshot', snapshotId: values.bootSnapshotId }
          : { type: 'image', imageId: values.bootImageId },
    },
  }
}

function disk(entry: DiskEntry): InstanceDiskAttachment {
  if (entry.type === 'attach') return { type: 'attach', name: entry.name }
  return {
    type: 'create',
    name: entry.name,
    description: '',
    size: Number(entry.sizeGib) * GiB,
    diskBackend: {
      type: 'distributed',
      diskSource: { type: 'blank', blockSize: Number(entry.blockSize) as BlockSize },
    },
  }
}

function networkInterfaces(values: InstanceCreateValues): InstanceNetworkInterfaceAttachment {
  if (values.network === 'none') return { type: 'none' }
  if (values.network === 'default') {
    const stack = { v4: 'default_ipv4', v6: 'default_ipv6', dual_stack: 'default_dual_stack' }
    return { type: stack[values.ipStack] } as InstanceNetworkInterfaceAttachment
  }
  return {
    type: 'create',
    // the API makes the first one the primary interface
    params: values.nics.map((nic) => {
      const ip = nic.ip.trim()
      return {
        name: nic.name,
        description: '',
        vpcName: values.nicVpc,
        subnetName: nic.subnet,
        ipConfig: toIpConfig(values.ipStack, ip),
      }
    }),
  }
}

function externalIps(values: InstanceCreateValues): ExternalIpCreate[] {
  // without a network interface there is nothing to give an external address to
  if (values.network === 'none') return []
  const version = values.ephemeralIpVersion
  const ephemeral: ExternalIpCreate[] = !values.ephemeralIp
    ? []
    : version === 'both'
      ? // an instance may have one ephemeral IP of each version
        (['v4', 'v6'] as const).map((ipVersion) => ({
          type: 'ephemeral',
          poolSelector: { type: 'auto', ipVersion },
        }))
      : [
          {
            type: 'ephemeral',
            poolSelector: toPoolSelector({ pool: values.ephemeralPool, ipVersion: version }),
          },
        ]
  const floating = values.floatingIps.map((name): ExternalIpCreate => ({
    type: 'floating',
    floatingIp: name,
  }))
  return [...ephemeral, ...floating]
}

export function toInstanceCreate(values: InstanceCreateValues): InstanceCreate {
  const { ncpus, memoryGib } = sizeOf(values)
  const hostname = values.hostname.trim()
  return {
    name: values.name,
    description: values.description,
    hostname: hostname || values.name,
    ncpus,
    memory: memoryGib * GiB,
    bootDisk: bootDisk(values),
    disks: values.disks.map(disk),
    networkInterfaces: networkInterfaces(values),
    externalIps: externalIps(values),
    // only when some are chosen: none is the API's default
    ...(values.antiAffinityGroups.length > 0 && { antiAffinityGroups: values.antiAffinityGroups }),
    // null (keys unreadable): the API passes every key of the user's profile
    sshPublicKeys: values.sshKeys,
    userData: toBase64(values.userData),
    autoRestartPolicy: values.autoRestart === 'default' ? null : values.autoRestart,
    cpuPlatform: values.cpuPlatform || null,
    enableJumboFrames: values.enableJumboFrames,
    start: values.start,
  }
}
