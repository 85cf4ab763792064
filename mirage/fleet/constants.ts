import type { SupportBundleState } from '~/api/generated/types'

// Fixed data of the fleet area: sizes, the built-in users every rack has, seeded bundle states.

export const GiB = 1024 ** 3
export const TiB = 1024 ** 4

/** The API's built-in (non-silo) users, with the fixed ids the real system gives them. */
export const BUILTIN_USERS: [string, string, string][] = [
  ['001de000-05e4-4000-8000-000000000001', 'db-init', 'used for seeding initial database data'],
  [
    '001de000-05e4-4000-8000-000000000002',
    'internal-api',
    'used by Nexus when handling internal API requests',
  ],
  [
    '001de000-05e4-4000-8000-000000000003',
    'internal-read',
    'used by Nexus to read privileged control plane data',
  ],
  [
    '001de000-05e4-4000-8000-000000000004',
    'external-authn',
    'used by Nexus to authenticate users for the external API',
  ],
  [
    '001de000-05e4-4000-8000-000000000005',
    'saga-recovery',
    'used by Nexus to recover sagas after a restart',
  ],
]
export const BUILTIN_USERS_CREATED = '2024-11-04T00:00:00.000Z'

/** state, reason for creation, reason for failure, hours before the seed's base time */
export const BUNDLE_STATES_SEED: [SupportBundleState, string, string | null, number][] = [
  ['active', 'Created by external API', null, 24 * 21],
  ['active', 'Sled sled-07 rebooted unexpectedly', null, 24 * 6],
  ['failed', 'Created by external API', 'sled agent on sled-03 did not respond', 24 * 3],
  ['destroying', 'Created by external API', null, 30],
  ['collecting', 'Created by external API', null, 1],
]
