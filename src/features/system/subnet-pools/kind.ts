import { systemSilosApi, useSiloSubnetPoolListQuery } from '~/api/endpoints/systemSilos'
import {
  systemSubnetPoolsApi,
  useSystemSubnetPoolSiloLinkMutation,
  useSystemSubnetPoolSiloListQuery,
  useSystemSubnetPoolSiloUnlinkMutation,
  useSystemSubnetPoolSiloUpdateMutation,
} from '~/api/endpoints/systemSubnetPools'
import type { SiloSubnetPool, SubnetPool } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, useAllPages } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import { versionLabel } from '../ip-pools/utilization'
import { poolKind } from '../pools/poolKind'
import { versionColumn } from './columns'

/** Subnet pools as silos link them: a silo has one default per IP version. */
export const subnetPoolKind = poolKind<SubnetPool, SiloSubnetPool>({
  words: {
    noun: 'subnet pools',
    one: 'subnet pool',
    defaultNoun: 'subnet pool',
    kindAxes: 'IP version',
    onePerKind: 'A silo has one default per IP version.',
    allocates: 'external subnets',
    unlinkNote:
      'The silo can no longer allocate external subnets from it; those it holds now must be deleted first.',
    bulkUnlinkNote:
      'They can no longer allocate external subnets from it; those they hold now must be deleted first.',
    linkedSilosEmpty: 'Link the pool to a silo so that silo can allocate external subnets from it.',
    siloEmpty: 'Link a subnet pool so projects in the silo can allocate external subnets.',
    noChoices: 'Every subnet pool is linked to this silo already.',
  },
  kindOf: (pool) => versionLabel(pool.ipVersion),
  siloTab: 'subnet-pools',
  poolPath: (name) => pb.subnetPool(name, 'silos'),
  siloColumns: [versionColumn()],
  siloPools: systemSilosApi.endpoints.siloSubnetPoolList,
  useAllPools: () => useAllPages(systemSubnetPoolsApi.endpoints.systemSubnetPoolList, {}),
  useSiloLinks: (pool) =>
    useSystemSubnetPoolSiloListQuery({ path: { pool }, query: { limit: ALL_PAGES_LIMIT } }),
  useSiloPools: (silo) =>
    useSiloSubnetPoolListQuery({ path: { silo }, query: { limit: ALL_PAGES_LIMIT } }),
  useLink: () => useSystemSubnetPoolSiloLinkMutation()[0],
  useUpdate: () => useSystemSubnetPoolSiloUpdateMutation()[0],
  useUnlink: () => useSystemSubnetPoolSiloUnlinkMutation()[0],
})
