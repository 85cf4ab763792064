import type { SshKeyCreate } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { atLeast, fleetRole, siloRole } from '../orm/auth'
import { assertNameFree, byNameOrId } from '../orm/lookups'
import { asSchema } from '../orm/serializer'
import { MockHttpError } from '../util/errors'

// /v1/me: the signed-in user, their groups and SSH keys (their access tokens are tokens.ts). Every user
// may use these, with or without a role anywhere.

/** Key types accepted for SSH keys; the blob and comment are not inspected further. */
const SSH_KEY_RE =
  /^(ssh-ed25519|ssh-rsa|ssh-dss|ecdsa-sha2-nistp(256|384|521)|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com) [A-Za-z0-9+/]+={0,2}( [^\r\n]*)?$/

export function currentUserHandlers(api: MockApi, ctx: MockContext) {
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
}
