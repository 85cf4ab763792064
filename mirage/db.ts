import type { Server } from 'miragejs'
import type {
  AccessTokenRecord,
  DeviceAuthRecord,
  GroupMembershipRecord,
  GroupRecord,
  LocalCredentialRecord,
  PolicyRecord,
  ProjectRecord,
  SamlProviderRecord,
  SiloRecord,
  SshKeyRecord,
  UserRecord,
} from './models'

// Typed access to Mirage's in-memory db. Mirage's own typings are `any`; this is the one place
// that trusts the records to have the shape we put in.

export type Table<T extends { id: string }> = {
  all(): T[]
  find(id: string): T | undefined
  where(predicate: (record: T) => boolean): T[]
  first(predicate: (record: T) => boolean): T | undefined
  insert(record: T): T
  update(id: string, attrs: Partial<T>): T
  remove(id: string): void
}

type MirageCollection = {
  find(id: string): unknown
  where(predicate: (record: unknown) => boolean): unknown[]
  insert(record: unknown): unknown
  update(id: string, attrs: unknown): unknown
  remove(id: string): void
}

type Tables = {
  silos: SiloRecord
  users: UserRecord
  localCredentials: LocalCredentialRecord
  groups: GroupRecord
  groupMemberships: GroupMembershipRecord
  projects: ProjectRecord
  sshKeys: SshKeyRecord
  policies: PolicyRecord
  samlProviders: SamlProviderRecord
  deviceAuthRequests: DeviceAuthRecord
  accessTokens: AccessTokenRecord
}

export type MockDb = { [K in keyof Tables]: Table<Tables[K]> }

const TABLE_NAMES: (keyof Tables)[] = [
  'silos',
  'users',
  'localCredentials',
  'groups',
  'groupMemberships',
  'projects',
  'sshKeys',
  'policies',
  'samlProviders',
  'deviceAuthRequests',
  'accessTokens',
]

function table<T extends { id: string }>(collection: MirageCollection): Table<T> {
  return {
    all: () => collection.where(() => true) as T[],
    find: (id) => (collection.find(id) as T | null) ?? undefined,
    where: (predicate) => collection.where((r) => predicate(r as T)) as T[],
    first: (predicate) => (collection.where((r) => predicate(r as T)) as T[])[0],
    insert: (record) => collection.insert(record) as T,
    update: (id, attrs) => {
      // Mirage would fail obscurely on a missing record, and hands back its live copy
      if (!collection.find(id)) throw new Error(`[mock] no record ${id} to update`)
      return { ...(collection.update(id, attrs) as T) }
    },
    remove: (id) => collection.remove(id),
  }
}

/** Creates the collections (seeded or not) and returns typed handles to them. */
export function createDb(server: Server): MockDb {
  const db = server.db as unknown as Record<string, MirageCollection | undefined> & {
    createCollection(name: string): void
  }
  const handles: Partial<Record<keyof Tables, Table<{ id: string }>>> = {}
  for (const name of TABLE_NAMES) {
    if (!db[name]) db.createCollection(name)
    handles[name] = table(db[name] as MirageCollection)
  }
  return handles as MockDb
}
