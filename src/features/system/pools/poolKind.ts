import type { IpVersion } from '~/api/generated/types'
import type { AllPages } from '~/api/paging'
import type { SiloTab } from '~/app/routes/paths'
import type { DataTableColumn, ListQueryEndpoint } from '~/components'
import type { EntityKind } from '~/state/entities'

// IP pools and subnet pools are linked to silos alike: a pool's linked silos, a silo's pools of
// the kind, make default, unlink. What differs is the kind's endpoints and its words, which each
// kind gives here once.

export type PoolBase = { id: string; name: string; ipVersion: IpVersion }
export type SiloPoolBase = PoolBase & { description: string; isDefault: boolean }

type Sent = { unwrap: () => Promise<unknown> }
type PageQuery = { limit?: number | null; pageToken?: string | null }

/** A pool's links to silos, as the kind's silo list answers. */
type SiloLinks = {
  data?: { items: readonly { siloId: string; isDefault: boolean }[] }
  isLoading: boolean
  error?: unknown
  refetch: () => unknown
  fulfilledTimeStamp?: number
}

type PoolWords = {
  /** 'IP pools', 'subnet pools': the silo's list of them, in running text */
  noun: string
  /** 'IP pool' */
  one: string
  /** 'pool', 'subnet pool': what a silo has one default of per kind ('the default IPv4 …') */
  defaultNoun: string
  /** 'IP version and type': what sets the kinds apart */
  kindAxes: string
  /** 'A silo has one default per IP version and pool type.' */
  onePerKind: string
  /** 'addresses': what a silo allocates from a pool of the kind */
  allocates: string
  /** how making one the default leaves the silo's defaults of other kinds, if it is to be said */
  otherDefaults?: string
  /** the silo-link confirmation's consequence: 'The silo can no longer allocate …' */
  unlinkNote: string
  /** the same for several silos: 'They can no longer allocate …' */
  bulkUnlinkNote: string
  /** a pool's empty linked silos list */
  linkedSilosEmpty: string
  /** a silo's empty list of pools */
  siloEmpty: string
  /** the silo's link picker, with nothing left to link */
  noChoices: string
}

export type PoolKind<Pool extends PoolBase, SiloPool extends SiloPoolBase> = {
  words: PoolWords
  /** 'IPv4 unicast': which of the silo's defaults the pool would be */
  kindOf: (pool: Pool | SiloPool) => string
  /** why a pool cannot be linked to silos, and what its empty linked silos list says then */
  notForSilos?: (pool: Pool) => { reason: string; empty: string } | undefined
  /** the silo page's tab of the kind */
  siloTab: SiloTab
  /** a pool's page, on its linked silos */
  poolPath: (name: string) => string
  /** what a silo's list shows of a pool besides its name, description and default mark */
  siloColumns: DataTableColumn<SiloPool>[]
  siloPools: ListQueryEndpoint<PageQuery, SiloPool, { silo: string }>
  /** the silo's pools are entities (live rows) */
  entity?: EntityKind
  useAllPools: () => AllPages<Pool>
  useSiloLinks: (pool: string) => SiloLinks
  useSiloPools: (silo: string) => { data?: { items: readonly { id: string }[] } }
  useLink: () => (arg: {
    path: { pool: string }
    body: { silo: string; isDefault: boolean }
  }) => Sent
  useUpdate: () => (arg: {
    path: { pool: string; silo: string }
    body: { isDefault: boolean }
  }) => Sent
  useUnlink: () => (arg: { path: { pool: string; silo: string } }) => Sent
}

/** Infers a kind's pool types from its definition. */
export const poolKind = <Pool extends PoolBase, SiloPool extends SiloPoolBase>(
  kind: PoolKind<Pool, SiloPool>,
) => kind

/** 'IPv4 unicast addresses allocated in the silo without a pool named come from it.' */
export const defaultMeaning = (words: PoolWords, kind: string) =>
  `${kind} ${words.allocates} allocated in the silo without a pool named come from it.`
