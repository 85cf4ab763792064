import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit'
import type { EntityKind, EntityTypes } from './kinds'

/**
 * One kind's entities, plus `asOf`: for each id written or removed, the request sequence number
 * (RTK Query's per-store `seq`) its news dates from. A response from a request started earlier is
 * older news and is not applied, so a slow list cannot undo a rename or bring a deleted row back.
 */
export type Table<T> = EntityState<T, string> & { asOf: Record<string, number> }
export type EntityTables = { [K in EntityKind]: Table<EntityTypes[K]> }

export interface EntitiesState {
  /** The highest request `seq` started so far: what a mutation's result is newer than. */
  lastSeq: number
  tables: EntityTables
}

/** What every entity has, whatever its kind. */
export type Identified = { id: string }

// Every kind is keyed by `id` and kept in arrival order, so one adapter serves all the tables;
// each table keeps its generated entity type, and the routing (./routes) decides what goes where.
export const adapter = createEntityAdapter<Identified>()

const emptyTable = <T>(): Table<T> => ({ ids: [], entities: {}, asOf: {} })

export const emptyEntities = (): EntitiesState => ({
  lastSeq: 0,
  tables: {
    projects: emptyTable(),
    instances: emptyTable(),
    disks: emptyTable(),
    snapshots: emptyTable(),
    images: emptyTable(),
    vpcs: emptyTable(),
    subnets: emptyTable(),
    routers: emptyTable(),
    routes: emptyTable(),
    gateways: emptyTable(),
    floatingIps: emptyTable(),
    silos: emptyTable(),
    ipPools: emptyTable(),
    sleds: emptyTable(),
    racks: emptyTable(),
    physicalDisks: emptyTable(),
    sshKeys: emptyTable(),
    users: emptyTable(),
    groups: emptyTable(),
  },
})

/** A table read without its entity type, for code that is generic over kinds. */
export function untyped(tables: EntityTables, kind: EntityKind): Table<Identified> {
  return tables[kind]
}

/** A field of an entity of any kind. */
export function field(entity: object, key: string): unknown {
  return key in entity ? (entity as Record<string, unknown>)[key] : undefined
}
