import AddLinkIcon from '@mui/icons-material/AddLink'
import { useCallback, useMemo, useState } from 'react'
import { systemIpPoolsApi, useSystemIpPoolSiloLinkMutation } from '~/api/endpoints/systemIpPools'
import { systemSilosApi, useSiloIpPoolListQuery } from '~/api/endpoints/systemSilos'
import type { Silo, SiloIpPool } from '~/api/generated/types'
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
import { poolKindColumns } from '../ip-pools/columns'
import { isForSilos, poolKind } from '../ip-pools/labels'
import { defaultMeaning, DefaultChip, useBulkUnlink, useLinkActions } from '../ip-pools/links'
import { LinkModal } from '../ip-pools/LinkModal'

const columns: DataTableColumn<SiloIpPool>[] = [
  nameLinkColumn((pool) => pb.ipPool(pool.name, 'silos')),
  descriptionColumn(),
  ...poolKindColumns<SiloIpPool>(),
  {
    field: 'isDefault',
    headerName: 'Default',
    width: 140,
    renderCell: ({ row }) => (row.isDefault ? <DefaultChip /> : null),
    csv: (row) => String(row.isDefault),
  },
]

/**
 * Pools for silos not linked to the silo yet, for the picker (each with its IP version and type,
 * which the default is one of): fetched when the picker opens.
 */
function LinkPoolModal({ silo, onDismiss }: { silo: Silo; onDismiss: () => void }) {
  const pools = useAllPages(systemIpPoolsApi.endpoints.systemIpPoolList, {})
  const linked = useSiloIpPoolListQuery({
    path: { silo: silo.id },
    query: { limit: ALL_PAGES_LIMIT },
  })
  const [link] = useSystemIpPoolSiloLinkMutation()
  const choices = useMemo(() => {
    if (!pools.items || !linked.data) return undefined
    const taken = new Set(linked.data.items.map((p) => p.id))
    return pools.items
      .filter((p) => isForSilos(p) && !taken.has(p.id))
      .map((p) => ({ value: p.id, label: `${p.name} (${poolKind(p)})` }))
  }, [pools.items, linked.data])
  const kindOf = (poolId: string) => {
    const pool = pools.items?.find((p) => p.id === poolId)
    return pool ? poolKind(pool) : undefined
  }
  return (
    <LinkModal
      title="Link IP pool"
      label="IP pool"
      placeholder="Select an IP pool"
      choices={choices}
      noChoices="Every IP pool for silos is linked to this silo already."
      defaultLabel={(poolId) => {
        const kind = kindOf(poolId)
        return kind
          ? `Make it this silo's default ${kind} pool`
          : "Make it this silo's default pool of its IP version and type"
      }}
      defaultNote={(poolId) => {
        const kind = kindOf(poolId)
        const meaning = kind
          ? defaultMeaning(kind)
          : 'Addresses of its IP version and type allocated in the silo without a pool named come from it.'
        return `${meaning} A silo has one default per IP version and pool type.`
      }}
      onLink={async (poolId, isDefault) => {
        await link({ path: { pool: poolId }, body: { silo: silo.id, isDefault } }).unwrap()
        const name = pools.items?.find((p) => p.id === poolId)?.name ?? poolId
        return `${name} linked to ${silo.name}`
      }}
      onDismiss={onDismiss}
    />
  )
}

/**
 * Spec §2 ?tab=ip-pools: the pools linked to the silo, its defaults marked (one per IP version
 * and pool type).
 */
export function SiloIpPoolsTab({ silo }: { silo: Silo }) {
  const linkActions = useLinkActions()
  const bulkActions = useBulkUnlink(
    useCallback((pool: SiloIpPool) => ({ pool, silo, isDefault: pool.isDefault }), [silo]),
  )
  const [linking, setLinking] = useState(false)
  const roleReason = useChangeReason('link IP pools')
  return (
    <ListPage
      label="IP pools"
      endpoint={systemSilosApi.endpoints.siloIpPoolList}
      path={() => ({ silo: silo.id })}
      query={() => ({})}
      kind="ipPools"
      // a silo's pools are few: held whole
      whole
      sortsByName
      noun="IP pools"
      one="IP pool"
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
          Link pool
        </GatedButton>
      }
      empty={{
        title: 'No IP pools',
        body: 'Link an IP pool so the silo can give instances and floating IPs external addresses.',
      }}
    >
      {linking && <LinkPoolModal silo={silo} onDismiss={() => setLinking(false)} />}
    </ListPage>
  )
}
