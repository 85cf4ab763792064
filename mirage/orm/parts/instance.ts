import type { InstanceNetworkInterface } from '~/api/generated/types'
import { stamped, type MockContext } from '../../context'
import { invalidRequest } from '../../util/errors'
import { formatIp, parseIp, parseNet } from '../../util/ip'
import { GiB } from '../factories/define'
import type { M } from '../models'
import type { Wire } from '../models/attrs'

// The parts an instance is made with (the instance factory's traits, the seed and instance
// create), and the private addresses and MACs of network interfaces: from their subnet's IPv4
// block (external addresses come from ../allocate.ts).

/** As on the rack, the first five addresses of a subnet and its broadcast are reserved. */
const RESERVED_AT_START = 5n

/**
 * A private address in the subnet: `requested` when it is inside the block, not reserved and
 * free; otherwise the first free one. `used`: the addresses of the subnet's interfaces.
 */
export function subnetAddress(block: string, used: Set<string>, requested?: string | null): string {
  const net = parseNet(block)
  if (!net) throw invalidRequest(`subnet block ${block} has no addresses`)
  const [first, last] = [net.first + RESERVED_AT_START, net.last - 1n]
  if (requested) {
    const ip = parseIp(requested)
    if (ip?.family !== net.family || ip.value < first || ip.value > last) {
      throw invalidRequest(`IP address ${requested} is not available in subnet ${block}`)
    }
    if (used.has(requested)) throw invalidRequest(`IP address ${requested} is already in use`)
    return requested
  }
  for (let n = first; n <= last; n++) {
    const ip = formatIp({ family: net.family, value: n })
    if (!used.has(ip)) return ip
  }
  throw invalidRequest(`no free IP addresses in subnet ${block}`)
}

/** Oxide's guest MAC range starts at A8:40:25:F0:00:00; the mock hands them out in order. */
export function nextMac(ctx: MockContext): string {
  const taken = new Set(ctx.schema.all('networkInterface').models.map((n) => n.mac?.toUpperCase()))
  const hex = (b: number) => b.toString(16).padStart(2, '0').toUpperCase()
  for (let n = 1; ; n++) {
    const mac = `A8:40:25:F${(Math.floor(n / 65536) % 16).toString(16).toUpperCase()}:${hex(Math.floor(n / 256) % 256)}:${hex(n % 256)}`
    if (!taken.has(mac)) return mac
  }
}

/** `<name>-boot`, 20 GiB, from a silo image (debian-12 unless named), attached and booting. */
export function addBootDisk(ctx: MockContext, i: M<'instance'>, imageName = 'debian-12') {
  if (i.runState === 'destroyed') return
  const image = ctx.schema.findBy('image', { name: imageName, projectId: null })
  const disk = ctx.create('disk', {
    name: `${i.name}-boot`,
    description: `Boot disk of ${i.name}`,
    projectId: i.projectId,
    size: 20 * GiB,
    blockSize: image?.blockSize ?? 512,
    imageId: image?.id ?? null,
    state: i.runState === 'creating' ? 'attaching' : 'attached',
    instanceId: i.id,
    ...stamped(i.timeCreated),
  })
  i.update({ bootDiskId: disk.id })
}

/**
 * net0 in the project's default VPC's default subnet, as the `default` attachment makes it: an
 * IPv4 address, or with `dualStack` one of each version.
 */
export function addNic(ctx: MockContext, i: M<'instance'>, dualStack = false) {
  if (i.runState === 'destroyed') return
  const vpc = ctx.schema.findBy('vpc', { projectId: i.projectId, name: 'default' })
  const subnet = vpc && ctx.schema.findBy('vpcSubnet', { vpcId: vpc.id, name: 'default' })
  if (!subnet) return
  const used = new Set(subnet.networkInterfaces.models.flatMap((n) => nicIps(n)))
  const part = (block: string) => ({ ip: subnetAddress(block, used), transit_ips: [] })
  ctx.create('networkInterface', {
    instanceId: i.id,
    subnetId: subnet.id,
    ...(dualStack
      ? {
          ipStack: {
            type: 'dual_stack',
            value: { v4: part(subnet.ipv4Block), v6: part(subnet.ipv6Block) },
          },
        }
      : {}),
    ...stamped(i.timeCreated),
  })
}

/** An ephemeral IP from `ipPoolId`, or else from the silo's default (IPv4) pool. */
export function addEphemeralIp(ctx: MockContext, i: M<'instance'>, ipPoolId?: string) {
  if (i.runState === 'destroyed') return
  ctx.create('externalIp', { instanceId: i.id, ...(ipPoolId ? { ipPoolId } : {}) })
}

export type WireStack = Wire<InstanceNetworkInterface['ipStack']>

/** The addresses of an interface, of either version. */
export const nicIps = (n: { ipStack: WireStack }): string[] =>
  n.ipStack.type === 'dual_stack'
    ? [n.ipStack.value.v4.ip, n.ipStack.value.v6.ip]
    : [n.ipStack.value.ip]
