import AddLinkIcon from '@mui/icons-material/AddLink'
import { useCallback, useMemo, useState } from 'react'
import { systemSilosApi, useSiloSubnetPoolListQuery } from '~/api/endpoints/systemSilos'
import {
  systemSubnetPoolsApi,
  useSystemSubnetPoolSiloLinkMutation,
} from '~/api/endpoints/systemSubnetPools'
import type { Silo, SiloSubnetPool } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, useAllPages } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import {
  descriptionColumn,
  GatedButton,
  ListPage,
  nameLinkColumn,
  useChangeReason,
  type DataTableColumn,
} from '~/components'
import { DefaultChip } from '../ip-pools/links'
import { LinkModal } from '../ip-pools/LinkModal'
import { versionLabel } from '../ip-pools/utilization'
import { versionColumn } from '../subnet-pools/columns'
import {
  subnetDefaultMeaning,
  useBulkSubnetUnlink,
  useSubnetLinkActions,
} from '../subnet-pools/links'

const columns: DataTableColumn<SiloSubnetPool>[] = [
  nameLinkColumn((pool) => pb.subnetPool(pool.name, 'silos')),
  descriptionColumn(),
  versionColumn<SiloSubnetPool>(),
  {
    field: 'isDefault',
    headerName: 'Default',
    width: 140,
    renderCell: ({ row }) => (row.isDefault ? <DefaultChip /> : null),
    csv: (row) => String(row.isDefault),
  },
]

/** Subnet pools not linked to the silo yet, for the picker: fetched when it opens. */
function LinkPoolModal({ silo, onDismiss }: { silo: Silo; onDismiss: () => void }) {
  const pools = useAllPages(systemSubnetPoolsApi.endpoints.systemSubnetPoolList, {})
  const linked = useSiloSubnetPoolListQuery({
    path: { silo: silo.id },
    query: { limit: ALL_PAGES_LIMIT },
  })
  const [link] = useSystemSubnetPoolSiloLinkMutation()
  const choices = useMemo(() => {
    if (!pools.items || !linked.data) return undefined
    const taken = new Set(linked.data.items.map((p) => p.id))
    return pools.items
      .filter((p) => !taken.has(p.id))
      .map((p) => ({ value: p.id, label: `${p.name} (${versionLabel(p.ipVersion)})` }))
  }, [pools.items, linked.data])
  const poolOf = (poolId: string) => pools.items?.find((p) => p.id === poolId)
  return (
    <LinkModal
      title="Link subnet pool"
      label="Subnet pool"
      placeholder="Select a subnet pool"
      choices={choices}
      noChoices="Every subnet pool is linked to this silo already."
      defaultLabel={(poolId) => {
        const pool = poolOf(poolId)
        return pool
          ? `Make it this silo's default ${versionLabel(pool.ipVersion)} subnet pool`
          : "Make it this silo's default subnet pool of its IP version"
      }}
      defaultNote={(poolId) => {
        const pool = poolOf(poolId)
        const meaning = pool
          ? subnetDefaultMeaning(pool.ipVersion)
          : 'External subnets of its IP version allocated in the silo without a pool named come from it.'
        return `${meaning} A silo has one default per IP version.`
      }}
      onLink={async (poolId, isDefault) => {
        await link({ path: { pool: poolId }, body: { silo: silo.id, isDefault } }).unwrap()
        return `${poolOf(poolId)?.name ?? poolId} linked to ${silo.name}`
      }}
      onDismiss={onDismiss}
    />
  )
}

/** ?tab=subnet-pools: the subnet pools linked to the silo, its defaults marked (one per IP version). */
export function SiloSubnetPoolsTab({ silo }: { silo: Silo }) {
  const linkActions = useSubnetLinkActions()
  const bulkActions = useBulkSubnetUnlink(
    useCallback((pool: SiloSubnetPool) => ({ pool, silo, isDefault: pool.isDefault }), [silo]),
  )
  const [linking, setLinking] = useState(false)
  const roleReason = useChangeReason('link subnet pools')
  return (
    <ListPage
      label="Subnet pools"
      endpoint={systemSilosApi.endpoints.siloSubnetPoolList}
      path={() => ({ silo: silo.id })}
      query={() => ({})}
      // a silo's pools are few: held whole
      whole
      sortsByName
      noun="subnet pools"
      one="subnet pool"
      columns={columns}
      rowActions={(pool) => linkActions({ pool, silo, isDefault: pool.isDefault })}
      bulkActions={bulkActions}
      headerActions={
        <GatedButton
          variant="contained"
          startIcon={<AddLinkIcon aria-hidden />}
          disabledReason={roleReason}
          onClick={() => setLinking(true)}
        >
          Link subnet pool
        </GatedButton>
      }
      empty={{
        title: 'No subnet pools',
        body: 'Link a subnet pool so projects in the silo can allocate external subnets.',
      }}
    >
      {linking && <LinkPoolModal silo={silo} onDismiss={() => setLinking(false)} />}
    </ListPage>
  )
}
