import { Response } from 'miragejs'
import type { MockContext } from '../context'
import type { DeviceAuthRecord } from '../models'
import { invalidBody, invalidRequest } from '../util/errors'
import { isUuid, newId, randomHex } from '../util/ids'
import { noContent, ok } from '../util/respond'
import { formBody, jsonBody, requireString } from '../util/validate'
import type { MockApi } from './define'

// The OAuth 2.0 device authorization flow (RFC 8628) a command-line client uses to sign in:
// the CLI asks /device/auth for a code, the user types it into the console (/device/confirm,
// signed in), and the CLI polls /device/token until it gets an access token.

/** How long an issued code stays valid, in seconds. */
const DEVICE_CODE_TTL = 300
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

// A mock needs codes that are unique, not unguessable.
const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')

/** Spec §5: 8 letters, shown and sent with a dash after the third. */
function newUserCode(ctx: MockContext): string {
  for (;;) {
    const l = randomLetters(8)
    const code = `${l.slice(0, 3)}-${l.slice(3)}`
    if (!ctx.db.deviceAuthRequests.first((r) => r.user_code === code)) return code
  }
}

const expired = (r: DeviceAuthRecord) => Date.parse(r.time_expires) <= Date.now()

// The token endpoint answers in OAuth's error format ({ error }), which is what device clients
// poll for; that is also what the real API sends there.
const oauthError = (error: string, description: string) =>
  new Response(400, {}, { error, error_description: description })

export function deviceAuthRoutes(api: MockApi, ctx: MockContext) {
  api.open.post('/device/auth', (request) => {
    const clientId = formBody(request).client_id
    if (!clientId) throw invalidBody('missing field `client_id`')
    if (!isUuid(clientId)) throw invalidBody('client_id: expected a UUID')
    const record = ctx.db.deviceAuthRequests.insert({
      id: randomHex(32),
      client_id: clientId,
      user_code: newUserCode(ctx),
      time_expires: new Date(Date.now() + DEVICE_CODE_TTL * 1000).toISOString(),
      confirmed_user_id: null,
      reusable: false,
    })
    const origin = typeof window === 'undefined' ? '' : window.location.origin
    return ok({
      device_code: record.id,
      user_code: record.user_code,
      verification_uri: `${origin}/device/verify`,
      expires_in: DEVICE_CODE_TTL,
    })
  })

  api.post('/device/confirm', (request, me) => {
    const userCode = requireString(jsonBody(request), 'user_code')
    const pending = ctx.db.deviceAuthRequests.first(
      (r) => r.user_code === userCode && !expired(r) && (r.reusable || !r.confirmed_user_id),
    )
    if (!pending) throw invalidRequest('invalid user code')
    ctx.db.deviceAuthRequests.update(pending.id, { confirmed_user_id: me.id })
    return noContent()
  })

  api.open.post('/device/token', (request) => {
    const form = formBody(request)
    if (form.grant_type !== GRANT_TYPE) {
      return oauthError('unsupported_grant_type', `grant_type must be ${GRANT_TYPE}`)
    }
    const record = form.device_code ? ctx.db.deviceAuthRequests.find(form.device_code) : undefined
    if (!record || record.client_id !== form.client_id) {
      return oauthError('invalid_grant', 'unknown device code or client')
    }
    if (expired(record)) {
      ctx.db.deviceAuthRequests.remove(record.id)
      return oauthError('expired_token', 'the device code has expired')
    }
    if (!record.confirmed_user_id) {
      return oauthError('authorization_pending', 'the code has not been confirmed yet')
    }
    const token = ctx.db.accessTokens.insert({
      id: `mock-token-${randomHex(40)}`,
      user_id: record.confirmed_user_id,
      token_id: newId(),
      time_created: new Date().toISOString(),
      time_expires: null,
    })
    // An issued code is used up; the standing demo code only goes back to waiting.
    if (record.reusable) ctx.db.deviceAuthRequests.update(record.id, { confirmed_user_id: null })
    else ctx.db.deviceAuthRequests.remove(record.id)
    return ok({ access_token: token.id, token_type: 'Bearer' })
  })
}
