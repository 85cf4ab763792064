import { Response } from 'miragejs'
import type {
  DeviceAccessTokenRequest,
  DeviceAuthRequest,
  DeviceAuthVerify,
} from '~/api/generated/types'
import { DEVICE_CODE_LENGTH } from '~/util/constants'
import { formatDeviceCode } from '~/util/deviceCode'
import { randomHex } from '~/util/names'
import type { MockApi } from '../api/define'
import type { MockContext } from '../context'
import { invalidRequest } from '../util/errors'

// Signing out, and the OAuth 2.0 device authorization flow (RFC 8628) a command-line client uses to sign in: the
// CLI asks /device/auth for a code, the user types it into the console (/device/confirm, signed
// in), and the CLI polls /device/token until it gets an access token.

/** How long an issued code stays valid, in seconds. */
const DEVICE_CODE_TTL = 300
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

// A mock needs codes that are unique, not unguessable.
const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')

const expired = (r: { timeExpires: string }) => Date.parse(r.timeExpires) <= Date.now()

// The token endpoint answers in OAuth's error format ({ error }), which is what device clients
// poll for; that is also what the real API sends there.
const oauthError = (error: string, description: string) =>
  new Response(400, {}, { error, error_description: description })

export function consoleAuthHandlers(api: MockApi, ctx: MockContext) {
  // Logging out without a session is not an error on the real API either.
  api.open('logout', () => {
    ctx.session.userId = null
  })

  api.open('deviceAuthRequest', (c) => {
    let userCode: string
    do userCode = formatDeviceCode(randomLetters(DEVICE_CODE_LENGTH))
    while (ctx.schema.findBy('deviceAuthRequest', { userCode }))
    const request = ctx.create('deviceAuthRequest', {
      id: randomHex(32),
      clientId: c.json<DeviceAuthRequest>().client_id,
      userCode,
      timeExpires: new Date(Date.now() + DEVICE_CODE_TTL * 1000).toISOString(),
      confirmedUserId: null,
      reusable: false,
    })
    const origin = typeof window === 'undefined' ? '' : window.location.origin
    return {
      device_code: request.id,
      user_code: request.userCode,
      verification_uri: `${origin}/device/verify`,
      expires_in: DEVICE_CODE_TTL,
    }
  })

  api.on('deviceAuthConfirm', (c) => {
    const { user_code } = c.json<DeviceAuthVerify>()
    const pending = ctx.schema.findBy(
      'deviceAuthRequest',
      (r) => r.userCode === user_code && !expired(r) && (r.reusable || !r.confirmedUserId),
    )
    if (!pending) throw invalidRequest('invalid user code')
    pending.update({ confirmedUserId: c.me.id })
  })

  api.open('deviceAccessToken', (c) => {
    const form = c.json<DeviceAccessTokenRequest>()
    if (form.grant_type !== GRANT_TYPE) {
      return oauthError('unsupported_grant_type', `grant_type must be ${GRANT_TYPE}`)
    }
    const request = ctx.schema.find('deviceAuthRequest', form.device_code)
    if (!request || request.clientId !== form.client_id) {
      return oauthError('invalid_grant', 'unknown device code or client')
    }
    if (expired(request)) {
      request.destroy()
      return oauthError('expired_token', 'the device code has expired')
    }
    if (!request.confirmedUserId) {
      return oauthError('authorization_pending', 'the code has not been confirmed yet')
    }
    // the user's silo caps the token's lifetime (its auth settings); without a cap it never expires
    const ttl = ctx.schema.find('user', request.confirmedUserId)?.silo?.deviceTokenMaxTtlSeconds
    const now = Date.now()
    const token = ctx.create('accessToken', {
      userId: request.confirmedUserId,
      token: `mock-token-${randomHex(40)}`,
      timeCreated: new Date(now).toISOString(),
      timeExpires: ttl ? new Date(now + ttl * 1000).toISOString() : null,
    })
    // An issued code is used up; the standing demo code only goes back to waiting.
    if (request.reusable) request.update({ confirmedUserId: null })
    else request.destroy()
    return { access_token: token.token, token_type: 'Bearer' }
  })
}
