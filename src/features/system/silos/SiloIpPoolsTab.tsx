import AddLinkIcon from '@mui/icons-material/AddLink'
import Button from '@mui/material/Button'
import { useCallback, useMemo, useState } from 'react'
import { systemIpPoolsApi, useIpPoolSiloLinkMutation } from '~/api/endpoints/systemIpPools'
import { systemSilosApi, useSiloIpPoolListQuery } from '~/api/endpoints/systemSilos'
import type { Silo, SiloIpPool } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, useAllPages } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import { descriptionColumn, ListPage, nameLinkColumn, type DataTableColumn } from '~/components'
import { DefaultChip, useBulkUnlink, useLinkActions } from '../ip-pools/links'
import { LinkModal } from '../ip-pools/LinkModal'

const columns: DataTableColumn<SiloIpPool>[] = [
  nameLinkColumn((pool) => pb.ipPool(pool.name, 'silos')),
  descriptionColumn(),
  {
    field: 'isDefault',
    headerName: 'Default',
    width: 140,
    renderCell: ({ row }) => (row.isDefault ? <DefaultChip /> : null),
    csv: (row) => String(row.isDefault),
  },
]

/** Pools not linked to the silo yet, for the picker: fetched when the picker opens. */
function LinkPoolModal({ silo, onDismiss }: { silo: Silo; onDismiss: () => void }) {
  const pools = useAllPages(systemIpPoolsApi.endpoints.ipPoolList, {})
  const linked = useSiloIpPoolListQuery({
    path: { silo: silo.id },
    query: { limit: ALL_PAGES_LIMIT },
  })
  const [link] = useIpPoolSiloLinkMutation()
  const choices = useMemo(() => {
    if (!pools.items || !linked.data) return undefined
    const taken = new Set(linked.data.items.map((p) => p.id))
    return pools.items.filter((p) => !taken.has(p.id)).map((p) => ({ value: p.id, label: p.name }))
  }, [pools.items, linked.data])
  return (
    <LinkModal
      title="Link IP pool"
      label="IP pool"
      placeholder="Select an IP pool"
      choices={choices}
      noChoices="Every IP pool is linked to this silo already."
      defaultLabel="Make it this silo's default pool"
      onLink={async (poolId, isDefault) => {
        await link({ path: { pool: poolId }, body: { silo: silo.id, isDefault } }).unwrap()
        const name = pools.items?.find((p) => p.id === poolId)?.name ?? poolId
        return `${name} linked to ${silo.name}`
      }}
      onDismiss={onDismiss}
    />
  )
}

/** Spec §2 ?tab=ip-pools: the pools linked to the silo, its default marked. */
export function SiloIpPoolsTab({ silo }: { silo: Silo }) {
  const linkActions = useLinkActions()
  const bulkActions = useBulkUnlink(
    useCallback((pool: SiloIpPool) => ({ pool, silo, isDefault: pool.isDefault }), [silo]),
  )
  const [linking, setLinking] = useState(false)
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
        <Button
          variant="contained"
          startIcon={<AddLinkIcon aria-hidden />}
          onClick={() => setLinking(true)}
        >
          Link pool
        </Button>
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
