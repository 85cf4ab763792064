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

/**
 * Every table by name → record type. Each API group's record module adds its own tables with
 * `declare module '../db' { interface Tables { … } }`, so groups never edit this file; the
 * collection itself is created the first time a table is touched.
 * @public exported for those augmentations, which knip does not count as uses
 */
export interface Tables {
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

/** Typed handles to the collections, each created (empty) on first use. */
export function createDb(server: Server): MockDb {
  const db = server.db as unknown as Record<string, MirageCollection | undefined> & {
    createCollection(name: string): void
  }
  const handles = new Map<string, Table<{ id: string }>>()
  return new Proxy({} as MockDb, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined
      let handle = handles.get(name)
      if (!handle) {
        if (!db[name]) db.createCollection(name)
        handle = table(db[name] as MirageCollection)
        handles.set(name, handle)
      }
      return handle
    },
  })
}
