import { requireFleet } from '../auth'
import type { MockContext } from '../context'
import type { MockDb } from '../db'
import { ROLE_NAMES } from '../models'
import type { RoleName, SiloRecord } from '../models'
import type { MockApi } from '../routes/define'
import { parsePolicy, savePolicy } from '../routes/policy'
import { toPolicy } from '../serializers'
import { invalidBody, invalidRequest } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, now } from '../util/lookup'
import { paginate, wirePage } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import {
  countAt,
  jsonBody,
  objectAt,
  optionalString,
  requireBoolean,
  requireName,
  requireOneOf,
  requireString,
} from '../util/validate'
import type { Body } from '../util/validate'
import { lookupSilo } from './access'
import { insertCertificate, parseCertificate } from './certificates'
import { siloPools } from './shared'

// Silos as the fleet sees them (/v1/system/silos): create with quotas, certificates and an admin
// group; delete with everything that hangs off the silo; its policy and its linked IP pools.

const toSilo = (s: SiloRecord) => ({
  id: s.id,
  name: s.name,
  description: s.description,
  discoverable: s.discoverable,
  identity_mode: s.identity_mode,
  mapped_fleet_roles: s.mapped_fleet_roles,
  time_created: s.time_created,
  time_modified: s.time_modified,
})

function parseMappedRoles(value: unknown): SiloRecord['mapped_fleet_roles'] {
  if (value === undefined || value === null) return {}
  const map = objectAt(value, 'mapped_fleet_roles')
  const out: SiloRecord['mapped_fleet_roles'] = {}
  for (const [siloRole, fleetRoles] of Object.entries(map)) {
    const role = requireOneOf(siloRole, 'mapped_fleet_roles', ROLE_NAMES)
    if (!Array.isArray(fleetRoles)) {
      throw invalidBody(`mapped_fleet_roles.${role}: invalid type, expected a sequence`)
    }
    const parsed = fleetRoles.map((r) => requireOneOf(r, `mapped_fleet_roles.${role}`, ROLE_NAMES))
    if (new Set(parsed).size !== parsed.length) {
      throw invalidBody(`mapped_fleet_roles.${role}: invalid value: duplicate roles`)
    }
    out[role] = parsed
  }
  return out
}

function parseSiloCreate(body: Body) {
  const name = requireName(body)
  const description = requireString(body, 'description')
  const discoverable = requireBoolean(body, 'discoverable')
  const identity_mode = requireOneOf(body.identity_mode, 'identity_mode', [
    'saml_jit',
    'local_only',
  ] as const)
  const quotas = objectAt(body.quotas, 'quotas')
  const certs = body.tls_certificates
  if (certs === undefined || certs === null) throw invalidBody('missing field `tls_certificates`')
  if (!Array.isArray(certs))
    throw invalidBody('tls_certificates: invalid type, expected a sequence')
  return {
    name,
    description,
    discoverable,
    identity_mode,
    mapped_fleet_roles: parseMappedRoles(body.mapped_fleet_roles),
    admin_group_name: optionalString(body, 'admin_group_name'),
    quotas: {
      cpus: countAt(quotas.cpus, 'quotas.cpus'),
      memory: countAt(quotas.memory, 'quotas.memory'),
      storage: countAt(quotas.storage, 'quotas.storage'),
    },
    certificates: certs.map((c: unknown, i) => parseCertificate(c, `tls_certificates[${i}]`)),
  }
}

/** Role assignments of users or groups that no longer exist, removed from every policy. */
export function forgetIdentities(db: MockDb, ids: Set<string>) {
  for (const policy of db.policies.all()) {
    const kept = policy.role_assignments.filter((a) => !ids.has(a.identity_id))
    if (kept.length !== policy.role_assignments.length) {
      db.policies.update(policy.id, { role_assignments: kept })
    }
  }
}

/** Everything that belongs to a silo, for silo delete; the caller has checked it holds no projects. */
function removeSiloContents(db: MockDb, siloId: string) {
  const userIds = new Set(db.users.where((u) => u.silo_id === siloId).map((u) => u.id))
  const groupIds = new Set(db.groups.where((g) => g.silo_id === siloId).map((g) => g.id))
  const drop = <T extends { id: string }>(
    table: { where(p: (r: T) => boolean): T[]; remove(id: string): void },
    pred: (r: T) => boolean,
  ) => table.where(pred).forEach((r) => table.remove(r.id))
  drop(db.groupMemberships, (m) => userIds.has(m.user_id) || groupIds.has(m.group_id))
  drop(db.sshKeys, (k) => userIds.has(k.silo_user_id))
  drop(db.accessTokens, (t) => userIds.has(t.user_id))
  drop(db.localCredentials, (c) => c.silo_id === siloId)
  drop(db.users, (u) => u.silo_id === siloId)
  drop(db.groups, (g) => g.silo_id === siloId)
  drop(db.samlProviders, (p) => p.silo_id === siloId)
  drop(db.certificates, (c) => c._silo_id === siloId)
  drop(db.ipPoolSiloLinks, (l) => l.silo_id === siloId)
  drop(db.siloQuotas, (q) => q.id === siloId)
  drop(db.policies, (p) => p.id === siloId)
  forgetIdentities(db, new Set([...userIds, ...groupIds]))
  db.silos.remove(siloId)
}

export function siloRoutes(api: MockApi, ctx: MockContext) {
  const silo = (key: string | undefined) => lookupSilo(ctx, key ?? '')

  // The API lists only discoverable silos; a hidden one is still reachable by name or id.
  api.get('/v1/system/silos', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const page = paginate(
      ctx.db.silos.where((s) => s.discoverable),
      request,
    )
    return ok({ items: page.items.map(toSilo), next_page: page.next_page })
  })

  api.post('/v1/system/silos', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const input = parseSiloCreate(jsonBody(request))
    assertNameFree(ctx.db.silos.all(), input.name, 'silo')
    const names = input.certificates.map((c) => c.name)
    const dup = names.find((n, i) => names.indexOf(n) !== i)
    if (dup !== undefined) throw invalidRequest(`already exists: certificate "${dup}"`)
    const time = now()
    const record = ctx.db.silos.insert({
      id: newId(),
      name: input.name,
      description: input.description,
      discoverable: input.discoverable,
      identity_mode: input.identity_mode,
      mapped_fleet_roles: input.mapped_fleet_roles,
      time_created: time,
      time_modified: time,
    })
    ctx.db.siloQuotas.insert({ id: record.id, silo_id: record.id, ...input.quotas })
    for (const cert of input.certificates) insertCertificate(ctx.db, record.id, cert)
    const assignments = []
    if (input.admin_group_name !== undefined) {
      const groupId = newId()
      ctx.db.groups.insert({
        id: groupId,
        display_name: input.admin_group_name,
        silo_id: record.id,
      })
      assignments.push({
        identity_id: groupId,
        identity_type: 'silo_group' as const,
        role_name: 'admin' as RoleName,
      })
    }
    ctx.db.policies.insert({ id: record.id, role_assignments: assignments })
    return created(toSilo(record))
  })

  api.get('/v1/system/silos/:silo', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(toSilo(silo(request.params.silo)))
  })

  api.del('/v1/system/silos/:silo', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const record = silo(request.params.silo)
    if (ctx.db.projects.first((p) => p.silo_id === record.id)) {
      throw invalidRequest('silo to be deleted contains a project')
    }
    removeSiloContents(ctx.db, record.id)
    return noContent()
  })

  api.get('/v1/system/silos/:silo/ip-pools', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(wirePage(siloPools(ctx.db, silo(request.params.silo).id), request))
  })

  api.get('/v1/system/silos/:silo/policy', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(toPolicy(ctx.db.policies.find(silo(request.params.silo).id)))
  })

  api.put('/v1/system/silos/:silo/policy', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const record = silo(request.params.silo)
    return ok(savePolicy(ctx, record.id, parsePolicy(jsonBody(request))))
  })
}
