import type { MockContext } from '../context'
import type { MockDb } from '../db'
import type { ProjectRecord } from '../models'
import { invalidRequest, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { now } from '../util/lookup'
import type { Body } from '../util/validate'
import { checkName, objectAt, optionalString, requireName, requireString } from '../util/validate'
import { variantOf } from './body'
import { MAX_NICS_PER_INSTANCE } from './instanceParams'
import { nextMac, subnetAddress } from './ips'
import type { NetworkInterfaceRecord } from './records'

// Network interfaces to create, for instance create (InstanceNetworkInterfaceAttachment) and for
// POST /v1/network-interfaces (InstanceNetworkInterfaceCreate): the VPC and subnet by name in
// the instance's project, and a private IP from the subnet (the one asked for, or the next free).

export type NicPlan = {
  name: string
  description: string
  vpc_id: string
  subnet_id: string
  ip: string
}

/** Nexus's name and description for the interface of the `default` attachment. */
const DEFAULT_NIC = { name: 'net0', description: 'default primary interface for the instance' }

function usedIn(db: MockDb, subnetId: string, planned: readonly NicPlan[]): Set<string> {
  return new Set([
    ...db.networkInterfaces.where((n) => n.subnet_id === subnetId).map((n) => n.ip),
    ...planned.filter((p) => p.subnet_id === subnetId).map((p) => p.ip),
  ])
}

function place(
  ctx: MockContext,
  project: ProjectRecord,
  vpcName: string,
  subnetName: string,
  requestedIp: string | null | undefined,
  planned: readonly NicPlan[],
): Pick<NicPlan, 'vpc_id' | 'subnet_id' | 'ip'> {
  const vpc = ctx.db.vpcs.first((v) => v.project_id === project.id && v.name === vpcName)
  if (!vpc) throw notFound('vpc', vpcName)
  const subnet = ctx.db.vpcSubnets.first((s) => s.vpc_id === vpc.id && s.name === subnetName)
  if (!subnet) throw notFound('vpc-subnet', subnetName)
  const ip = subnetAddress(subnet.ipv4_block, usedIn(ctx.db, subnet.id, planned), requestedIp)
  return { vpc_id: vpc.id, subnet_id: subnet.id, ip }
}

/** One InstanceNetworkInterfaceCreate; `planned` are interfaces of the same request. */
export function planInterface(
  ctx: MockContext,
  project: ProjectRecord,
  body: Body,
  planned: readonly NicPlan[] = [],
): NicPlan {
  const name = requireName(body)
  const description = requireString(body, 'description')
  const vpcName = checkName(requireString(body, 'vpc_name'), 'vpc_name')
  const subnetName = checkName(requireString(body, 'subnet_name'), 'subnet_name')
  const ip = optionalString(body, 'ip')
  return { name, description, ...place(ctx, project, vpcName, subnetName, ip, planned) }
}

/** InstanceNetworkInterfaceAttachment of instance create: default, none, or a list. */
export function planInterfaces(
  ctx: MockContext,
  project: ProjectRecord,
  value: unknown,
): NicPlan[] {
  const attachment = objectAt(value, 'network_interfaces')
  const kind = variantOf(attachment, 'network_interfaces', ['create', 'default', 'none'] as const)
  if (kind === 'none') return []
  if (kind === 'default') {
    return [{ ...DEFAULT_NIC, ...place(ctx, project, 'default', 'default', null, []) }]
  }
  const params = attachment.params
  if (!Array.isArray(params)) {
    throw invalidRequest('network_interfaces.params: invalid type, expected a sequence')
  }
  if (params.length > MAX_NICS_PER_INSTANCE) {
    throw invalidRequest(
      `An instance may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`,
    )
  }
  const plans: NicPlan[] = []
  params.forEach((p, i) => {
    const plan = planInterface(ctx, project, objectAt(p, `network_interfaces.params[${i}]`), plans)
    if (plans.some((other) => other.name === plan.name)) {
      throw invalidRequest(`network interface ${plan.name} is named more than once`)
    }
    plans.push(plan)
  })
  const vpcs = new Set(plans.map((p) => p.vpc_id))
  if (vpcs.size > 1)
    throw invalidRequest('all network interfaces of an instance must be in the same VPC')
  return plans
}

/** Write planned interfaces; the instance's first interface is its primary. */
export function insertInterfaces(
  db: MockDb,
  instanceId: string,
  projectId: string,
  plans: readonly NicPlan[],
): NetworkInterfaceRecord[] {
  return plans.map((plan) => {
    const time = now()
    const hasPrimary = db.networkInterfaces.first((n) => n.instance_id === instanceId && n.primary)
    return db.networkInterfaces.insert({
      id: newId(),
      name: plan.name,
      description: plan.description,
      instance_id: instanceId,
      vpc_id: plan.vpc_id,
      subnet_id: plan.subnet_id,
      ip: plan.ip,
      mac: nextMac(db),
      primary: !hasPrimary,
      transit_ips: [],
      time_created: time,
      time_modified: time,
      _project_id: projectId,
    })
  })
}
