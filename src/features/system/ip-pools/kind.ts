import {
  systemIpPoolsApi,
  useSystemIpPoolSiloLinkMutation,
  useSystemIpPoolSiloListQuery,
  useSystemIpPoolSiloUnlinkMutation,
  useSystemIpPoolSiloUpdateMutation,
} from '~/api/endpoints/systemIpPools'
import { systemSilosApi, useSiloIpPoolListQuery } from '~/api/endpoints/systemSilos'
import type { IpPool, SiloIpPool } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, useAllPages } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import { poolKind } from '../pools/poolKind'
import { poolKindColumns } from './columns'
import { isForSilos, poolKind as kindOf } from './labels'

/** Why no silo can be linked to a pool that serves the rack itself. */
const SERVICES_POOL_NOT_LINKABLE =
  "A pool assigned to the rack's services cannot be linked to silos"

/** IP pools as silos link them: a silo has one default per IP version and pool type. */
export const ipPoolKind = poolKind<IpPool, SiloIpPool>({
  words: {
    noun: 'IP pools',
    one: 'IP pool',
    defaultNoun: 'pool',
    kindAxes: 'IP version and type',
    onePerKind: 'A silo has one default per IP version and pool type.',
    allocates: 'addresses',
    otherDefaults: 'its defaults of other IP versions and types stay as they are',
    unlinkNote:
      'The silo can no longer allocate addresses from it; addresses it holds now must be released first.',
    bulkUnlinkNote:
      'They can no longer allocate addresses from it; addresses they hold now must be released first.',
    linkedSilosEmpty: 'Link the pool to a silo so that silo can allocate its addresses.',
    siloEmpty:
      'Link an IP pool so the silo can give instances and floating IPs external addresses.',
    noChoices: 'Every IP pool for silos is linked to this silo already.',
  },
  kindOf,
  notForSilos: (pool) =>
    isForSilos(pool)
      ? undefined
      : {
          reason: SERVICES_POOL_NOT_LINKABLE,
          empty: "The pool serves the rack's own services; assign it to silos to link it to one.",
        },
  siloTab: 'ip-pools',
  poolPath: (name) => pb.ipPool(name, 'silos'),
  siloColumns: poolKindColumns(),
  siloPools: systemSilosApi.endpoints.siloIpPoolList,
  entity: 'ipPools',
  useAllPools: () => useAllPages(systemIpPoolsApi.endpoints.systemIpPoolList, {}),
  useSiloLinks: (pool) =>
    useSystemIpPoolSiloListQuery({ path: { pool }, query: { limit: ALL_PAGES_LIMIT } }),
  useSiloPools: (silo) =>
    useSiloIpPoolListQuery({ path: { silo }, query: { limit: ALL_PAGES_LIMIT } }),
  useLink: () => useSystemIpPoolSiloLinkMutation()[0],
  useUpdate: () => useSystemIpPoolSiloUpdateMutation()[0],
  useUnlink: () => useSystemIpPoolSiloUnlinkMutation()[0],
})
