import type { SshKeyCreate } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { assertNameFree, BY_ID, byNameOrId, byId, list } from '../api/lists'
import { atLeast, fleetRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import { asSchema } from '../serializer'
import { MockHttpError } from '../util/errors'

// /v1/me: the signed-in user, their groups, SSH keys and device-flow access tokens. Every user
// may use these, with or without a role anywhere.

/** Key types accepted for SSH keys; the blob and comment are not inspected further. */
const SSH_KEY_RE =
  /^(ssh-ed25519|ssh-rsa|ssh-dss|ecdsa-sha2-nistp(256|384|521)|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com) [A-Za-z0-9+/]+={0,2}( [^\r\n]*)?$/

export function currentUserRoutes(api: MockApi, ctx: MockContext) {
  api.on('currentUserView', ({ me }) =>
    asSchema('CurrentUser', {
      ...me.attrs,
      siloName: me.silo?.name ?? '',
      // what the API works out from the policies for the console's own use
      fleetViewer: atLeast(fleetRole(ctx, me), 'viewer'),
      siloAdmin: atLeast(siloRole(ctx, me), 'admin'),
    }),
  )

  api.on('currentUserGroups', (c) => list(c.me.groups, c.request, BY_ID))

  api.on('currentUserSshKeyList', (c) => list(c.me.sshKeys, c.request))

  api.on('currentUserSshKeyCreate', (c) => {
    const body = c.attrs<SshKeyCreate>()
    const publicKey = body.publicKey.trim()
    // the contract says "a string": the API parses it; same words as the console's own check
    if (!SSH_KEY_RE.test(publicKey)) {
      throw new MockHttpError(400, 'InvalidValue', 'not a valid SSH public key')
    }
    assertNameFree(c.me.sshKeys, body.name, 'ssh-key')
    return ctx.create('sshKey', { ...body, publicKey, siloUser: c.me })
  })

  const key = (c: Call) => byNameOrId(c.me.sshKeys, c.params.ssh_key ?? '', 'ssh-key')
  api.on('currentUserSshKeyView', (c) => key(c))
  api.on('currentUserSshKeyDelete', (c) => key(c).destroy())

  // A token is kept with its secret (what a client sends as Bearer); the list shows and revokes
  // it by its id, so the secret never leaves the mock after /device/token.
  api.on('currentUserAccessTokenList', (c) => list(c.me.accessTokens, c.request, BY_ID))
  api.on('currentUserAccessTokenDelete', (c) => {
    const id = c.params.token_id ?? ''
    byId(ctx, 'accessToken', id, 'device-access-token', { userId: c.me.id }).destroy()
  })
}
