import { requireRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import type { MockDb } from '../db'
import type { MockApi } from '../routes/define'
import { invalidBody } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, byNameOrId, now } from '../util/lookup'
import { wirePage } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { checkName, jsonBody, objectAt, requireOneOf, stringAt } from '../util/validate'
import type { Body } from '../util/validate'
import type { CertificateRecord } from './records'
import { toWire } from '../wire'

// TLS certificates of a silo's external API (/v1/certificates, for the caller's silo; also made
// by silo create). The mock checks the PEM armour only; the private key is kept, never shown.

export type CertificateInput = Omit<
  CertificateRecord,
  'id' | 'time_created' | 'time_modified' | '_silo_id'
>

const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/
const PEM_KEY = /-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\s\S]+-----END ([A-Z]+ )?PRIVATE KEY-----/

/** A CertificateCreate body (at `at`, e.g. `tls_certificates[0]`), or 400. */
export function parseCertificate(value: unknown, at = ''): CertificateInput {
  const field = (name: string) => (at ? `${at}.${name}` : name)
  const body: Body = at ? objectAt(value, at) : (value as Body)
  const name = checkName(stringAt(body.name, field('name')), field('name'))
  const description = stringAt(body.description, field('description'))
  const cert = stringAt(body.cert, field('cert'))
  const key = stringAt(body.key, field('key'))
  const service = requireOneOf(body.service, field('service'), ['external_api'] as const)
  if (!PEM_CERT.test(cert))
    throw invalidBody(`${field('cert')}: failed to parse certificate: expected PEM`)
  if (!PEM_KEY.test(key))
    throw invalidBody(`${field('key')}: failed to parse private key: expected PEM`)
  return { name, description, cert, service, _key: key }
}

export function insertCertificate(db: MockDb, siloId: string, input: CertificateInput) {
  const time = now()
  return db.certificates.insert({
    ...input,
    id: newId(),
    time_created: time,
    time_modified: time,
    _silo_id: siloId,
  })
}

export function certificateRoutes(api: MockApi, ctx: MockContext) {
  const certificatesOf = (siloId: string) => ctx.db.certificates.where((c) => c._silo_id === siloId)
  const lookup = (siloId: string, key: string | undefined) =>
    byNameOrId(certificatesOf(siloId), key ?? '', 'certificate')

  api.get('/v1/certificates', (request, me) => {
    requireRole(siloRole(ctx, me), 'viewer')
    return ok(wirePage(certificatesOf(me.silo_id), request))
  })

  api.post('/v1/certificates', (request, me) => {
    requireRole(siloRole(ctx, me), 'admin')
    const input = parseCertificate(jsonBody(request))
    assertNameFree(certificatesOf(me.silo_id), input.name, 'certificate')
    return created(toWire(insertCertificate(ctx.db, me.silo_id, input)))
  })

  api.get('/v1/certificates/:certificate', (request, me) => {
    requireRole(siloRole(ctx, me), 'viewer')
    return ok(toWire(lookup(me.silo_id, request.params.certificate)))
  })

  api.del('/v1/certificates/:certificate', (request, me) => {
    requireRole(siloRole(ctx, me), 'admin')
    ctx.db.certificates.remove(lookup(me.silo_id, request.params.certificate).id)
    return noContent()
  })
}
