import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { UserRecord } from '../models'
import type { MockApi } from '../routes/define'
import { mapPage } from '../serializers'
import { invalidBody, invalidQuery, invalidRequest, notFound } from '../util/errors'
import { isUuid } from '../util/ids'
import { assertNameFree, now } from '../util/lookup'
import { paginate, queryParam } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, optionalBoolean, optionalName, optionalString } from '../util/validate'
import { toWire } from '../wire'
import { optionalArray } from './body'
import { MAX_NICS_PER_INSTANCE } from './instanceParams'
import { insertInterfaces, planInterface } from './nicPlan'
import type { InstanceRecord, NetworkInterfaceRecord } from './records'
import { requireInstanceState } from './rules'
import { projectOfRecord, requireProjectRole } from '../projectScope'
import { settleInstance } from './settle'
import { findInstance } from './shared'
import type { Found } from './shared'

// /v1/network-interfaces: an instance's interfaces, selected by `?instance=` (and `?project=` when
// the instance is given by name). Spec §4: interfaces change only while the instance is stopped.

type NicFound = { nic: NetworkInterfaceRecord } & Found<InstanceRecord>

const IP_NET = /^(\d{1,3}(\.\d{1,3}){3}\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/

function instanceFromQuery(
  ctx: MockContext,
  request: Request,
  me: UserRecord,
): Found<InstanceRecord> {
  const key = queryParam(request, 'instance')
  if (key === undefined) throw invalidQuery('missing field `instance`')
  return findInstance(ctx, me, key, queryParam(request, 'project'))
}

function lookupNic(ctx: MockContext, request: Request, me: UserRecord): NicFound {
  const key = request.params.interface ?? ''
  const instanceKey = queryParam(request, 'instance')
  const projectKey = queryParam(request, 'project')
  if (isUuid(key)) {
    if (instanceKey !== undefined || projectKey !== undefined) {
      const which = instanceKey !== undefined ? 'instance' : 'project'
      throw invalidRequest(
        `when providing network interface as an ID ${which} should not be specified`,
      )
    }
    const nic = ctx.db.networkInterfaces.find(key)
    const raw = nic && ctx.db.instances.find(nic.instance_id)
    const project = raw && projectOfRecord(ctx, me, raw.project_id)
    if (!nic || !raw || !project) throw notFound('network interface', key)
    return { nic, record: settleInstance(ctx.db, raw), project }
  }
  if (instanceKey === undefined) {
    throw invalidRequest('network interface should either be UUID or instance should be specified')
  }
  const found = findInstance(ctx, me, instanceKey, projectKey)
  const nic = ctx.db.networkInterfaces.first(
    (n) => n.instance_id === found.record.id && n.name === key,
  )
  if (!nic) throw notFound('network interface', key)
  return { nic, ...found }
}

export function nicRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx
  const nicsOf = (instanceId: string) =>
    db.networkInterfaces.where((n) => n.instance_id === instanceId)

  api.get('/v1/network-interfaces', (request, me) => {
    const { record } = instanceFromQuery(ctx, request, me)
    return ok(mapPage(paginate(nicsOf(record.id), request), toWire))
  })

  api.post('/v1/network-interfaces', (request, me) => {
    const { record, project } = instanceFromQuery(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const plan = planInterface(ctx, project, jsonBody(request))
    requireInstanceState('updateNetworkInterface', record.run_state)
    const existing = nicsOf(record.id)
    assertNameFree(existing, plan.name, 'network interface')
    if (existing.length >= MAX_NICS_PER_INSTANCE) {
      throw invalidRequest(
        `An instance may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`,
      )
    }
    if (existing.some((n) => n.vpc_id !== plan.vpc_id)) {
      throw invalidRequest('all network interfaces of an instance must be in the same VPC')
    }
    const [nic] = insertInterfaces(db, record.id, project.id, [plan])
    if (!nic) throw new Error('[mock] interface not written')
    return created(toWire(nic))
  })

  api.get('/v1/network-interfaces/:interface', (request, me) =>
    ok(toWire(lookupNic(ctx, request, me).nic)),
  )

  api.put('/v1/network-interfaces/:interface', (request, me) => {
    const { nic, record, project } = lookupNic(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const body = jsonBody(request)
    const name = optionalName(body)
    const description = optionalString(body, 'description')
    const makePrimary = optionalBoolean(body, 'primary', false)
    const transit = (optionalArray(body, 'transit_ips') ?? []).map((value) => {
      if (typeof value !== 'string' || !IP_NET.test(value)) {
        throw invalidBody(`transit_ips: ${JSON.stringify(value)} is not an IP network`)
      }
      return value
    })
    requireInstanceState('updateNetworkInterface', record.run_state)
    if (name !== undefined) assertNameFree(nicsOf(record.id), name, 'network interface', nic.id)
    // `primary: false` leaves things as they are; true moves the primary role to this interface.
    if (makePrimary && !nic.primary) {
      for (const other of nicsOf(record.id).filter((n) => n.primary)) {
        db.networkInterfaces.update(other.id, { primary: false, time_modified: now() })
      }
    }
    const updated = db.networkInterfaces.update(nic.id, {
      name: name ?? nic.name,
      description: description ?? nic.description,
      primary: nic.primary || makePrimary,
      transit_ips: transit,
      time_modified: now(),
    })
    return ok(toWire(updated))
  })

  api.del('/v1/network-interfaces/:interface', (request, me) => {
    const { nic, record, project } = lookupNic(ctx, request, me)
    requireProjectRole(ctx, me, project)
    requireInstanceState('updateNetworkInterface', record.run_state)
    if (nic.primary && nicsOf(record.id).length > 1) {
      throw invalidRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    db.networkInterfaces.remove(nic.id)
    return noContent()
  })
}
