import { randomHex } from '~/util/names'
import { nowOf, type MockContext, stamped } from '../../context'
import { createDefaultVpc } from '../parts/vpc'
import { named, factory } from './define'

// Silos, their users and groups, projects (each with its default VPC, as on the API) and keys.

const DAY = 86_400_000

/** A well-formed OpenSSH key blob: the key type again, length-prefixed, then 32 fake key bytes. */
export function sshPublicKey(type: string, seed: number, comment: string): string {
  const u32 = (n: number) => String.fromCharCode(0, 0, 0, n)
  let key = ''
  for (let i = 0; i < 32; i++) key += String.fromCharCode((seed * 31 + i * 7) % 256)
  return `${type} ${btoa(u32(type.length) + type + u32(32) + key)} ${comment}`
}

export function foundationFactories(ctx: MockContext) {
  const now = () => nowOf(ctx)
  return {
    silo: factory('silo')(
      {
        ...named('silo', now),
        discoverable: true,
        identityMode: 'local_only',
        mappedFleetRoles: {},
        adminGroupName: null,
        deviceTokenMaxTtlSeconds: null,
      },
      { saml: { identityMode: 'saml_jit' }, scim: { identityMode: 'saml_scim' } },
    ),
    // the API makes them without an expiry; `expiring` is a token from a rack that sets one
    scimToken: factory('scimToken')(
      { timeCreated: now, timeExpires: null, bearerToken: () => randomHex(40) },
      { expiring: { timeExpires: () => new Date(Date.parse(now()) + 90 * DAY).toISOString() } },
    ),
    user: factory('user')({
      ...stamped(now),
      displayName: (n) => `User ${n}`,
      username: null,
      password: null,
      groupIds: [],
    }),
    group: factory('group')({
      ...stamped(now),
      displayName: (n) => `group-${n}`,
      memberIds: [],
    }),
    project: factory('project')({
      ...named('project', now),
      afterCreate: (project) => createDefaultVpc(ctx, project),
    }),
    samlProvider: factory('samlProvider')(stamped(now)),
    consoleSession: factory('consoleSession')({ timeCreated: now, timeLastUsed: now }),
    sshKey: factory('sshKey')({
      ...named('key', now),
      publicKey: (n) => sshPublicKey('ssh-ed25519', n, `user@host-${n}`),
    }),
  }
}
