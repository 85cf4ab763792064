import type {
  PrivateIpStackCreate,
  PrivateIpv4StackCreate,
  InstanceNetworkInterfaceAttachment,
  InstanceNetworkInterfaceCreate,
  InstanceNetworkInterfaceUpdate,
} from '~/api/generated/types'
import { MAX_NICS_PER_INSTANCE } from '~/util/limits'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { fromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { assertNameFree, byNameOrId, updateIdentity } from '../orm/lookups'
import type { M } from '../orm/models'
import type { Wire } from '../orm/models/attrs'
import { nicIps, subnetAddress, type WireStack } from '../orm/parts/instance'
import { requireInstance } from '../sim/settle'
import { invalidRequest } from '../util/errors'

// Network interfaces: for instance create (InstanceNetworkInterfaceAttachment) and
// /v1/network-interfaces (selected by `?instance=`, and `?project=` when the instance is named).
// The VPC and subnet are named in the instance's project; the private address is the one asked
// for, or the next free one. Spec §4: interfaces change only while the instance is stopped.

type NicPlan = {
  name: string
  description: string
  subnetId: string
  vpcId: string
  ipStack: WireStack
}

// the API's default for an interface created without an ip_config: both stacks, auto-assigned
const DUAL_AUTO: Wire<PrivateIpStackCreate> = {
  type: 'dual_stack',
  value: { v4: { ip: { type: 'auto' } }, v6: { ip: { type: 'auto' } } },
}

const tooMany = () =>
  invalidRequest(`An instance may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`)
const oneVpc = () => invalidRequest('all network interfaces of an instance must be in the same VPC')

/** One InstanceNetworkInterfaceCreate; `planned` are the other interfaces of the same request. */
function planInterface(
  ctx: MockContext,
  project: M<'project'>,
  body: Wire<InstanceNetworkInterfaceCreate>,
  planned: NicPlan[] = [],
): NicPlan {
  const vpc = byNameOrId(project.vpcs, body.vpc_name, 'vpc')
  const subnet = byNameOrId(vpc.subnets, body.subnet_name, 'vpc-subnet')
  const used = new Set(
    [...subnet.networkInterfaces.models, ...planned.filter((p) => p.subnetId === subnet.id)]
      .map((n) => nicIps(n))
      .flat(),
  )
  type Part = Wire<PrivateIpv4StackCreate>
  const address = (block: string, part: Part) => ({
    ip: subnetAddress(block, used, part.ip.type === 'explicit' ? part.ip.value : null),
    transit_ips: part.transit_ips ?? [],
  })
  const config = body.ip_config ?? DUAL_AUTO
  const ipStack: NicPlan['ipStack'] =
    config.type === 'v4'
      ? { type: 'v4', value: address(subnet.ipv4Block, config.value) }
      : config.type === 'v6'
        ? { type: 'v6', value: address(subnet.ipv6Block, config.value) }
        : {
            type: 'dual_stack',
            value: {
              v4: address(subnet.ipv4Block, config.value.v4),
              v6: address(subnet.ipv6Block, config.value.v6),
            },
          }
  return {
    name: body.name,
    description: body.description,
    subnetId: subnet.id,
    vpcId: vpc.id,
    ipStack,
  }
}

export function planInterfaces(
  ctx: MockContext,
  project: M<'project'>,
  attachment: Wire<InstanceNetworkInterfaceAttachment>,
): NicPlan[] {
  if (attachment.type === 'none') return []
  if (attachment.type !== 'create') {
    // Nexus's name and description for the interface of the `default_*` attachments
    const description = 'default primary interface for the instance'
    const auto = { ip: { type: 'auto' as const } }
    const ip_config: Wire<PrivateIpStackCreate> =
      attachment.type === 'default_ipv4'
        ? { type: 'v4', value: auto }
        : attachment.type === 'default_ipv6'
          ? { type: 'v6', value: auto }
          : DUAL_AUTO
    const net0 = {
      name: 'net0',
      description,
      vpc_name: 'default',
      subnet_name: 'default',
      ip_config,
    }
    return [planInterface(ctx, project, net0)]
  }
  if (attachment.params.length > MAX_NICS_PER_INSTANCE) throw tooMany()
  const plans: NicPlan[] = []
  for (const params of attachment.params) {
    const plan = planInterface(ctx, project, params, plans)
    if (plans.some((p) => p.name === plan.name))
      throw invalidRequest(`network interface ${plan.name} is named more than once`)
    plans.push(plan)
  }
  if (new Set(plans.map((p) => p.vpcId)).size > 1) throw oneVpc()
  return plans
}

function withTransitIps(stack: WireStack, transit: string[]): WireStack {
  const v4 = transit.filter((t) => !t.includes(':'))
  const v6 = transit.filter((t) => t.includes(':'))
  if (stack.type === 'v4') return { type: 'v4', value: { ...stack.value, transit_ips: v4 } }
  if (stack.type === 'v6') return { type: 'v6', value: { ...stack.value, transit_ips: v6 } }
  return {
    type: 'dual_stack',
    value: {
      v4: { ...stack.value.v4, transit_ips: v4 },
      v6: { ...stack.value.v6, transit_ips: v6 },
    },
  }
}

export function nicRoutes(api: MockApi, ctx: MockContext): void {
  const instanceFromQuery = (c: Call) => fromQuery(ctx, c, 'instance')
  const nic = (c: Call) => selectParam(ctx, c, 'networkInterface', 'interface')

  api.on('instanceNetworkInterfaceList', (c) =>
    list(instanceFromQuery(c).networkInterfaces, c.request),
  )
  api.on('instanceNetworkInterfaceCreate', (c) => {
    const instance = instanceFromQuery(c)
    const plan = planInterface(ctx, instance.project!, c.json<InstanceNetworkInterfaceCreate>())
    requireInstance(instance, 'updateNetworkInterface')
    const existing = instance.networkInterfaces.models
    assertNameFree(existing, plan.name, 'network interface')
    if (existing.length >= MAX_NICS_PER_INSTANCE) throw tooMany()
    if (existing.some((n) => n.vpcId !== plan.vpcId)) throw oneVpc()
    return ctx.create('networkInterface', { ...plan, instanceId: instance.id })
  })
  api.on('instanceNetworkInterfaceView', (c) => nic(c))
  api.on('instanceNetworkInterfaceUpdate', (c) => {
    const n = nic(c)
    const instance = requireInstance(n.instance!, 'updateNetworkInterface')
    const body = c.json<InstanceNetworkInterfaceUpdate>()
    // `primary: false` leaves things as they are; true moves the primary role here
    const others = body.primary && !n.primary ? instance.networkInterfaces.models : []
    updateIdentity(n, body, instance.networkInterfaces, 'network interface', {
      primary: n.primary || !!body.primary,
      // the update's transit IPs replace those of each stack, by version
      ipStack: withTransitIps(n.ipStack, body.transit_ips ?? []),
    })
    for (const o of others)
      if (o.primary && o.id !== n.id) o.update({ primary: false, timeModified: n.timeModified })
    return n
  })
  api.on('instanceNetworkInterfaceDelete', (c) => {
    const n = nic(c)
    const instance = requireInstance(n.instance!, 'updateNetworkInterface')
    if (n.primary && instance.networkInterfaces.length > 1) {
      throw invalidRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    n.destroy()
  })
}
