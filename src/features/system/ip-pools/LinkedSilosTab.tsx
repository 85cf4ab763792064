import AddLinkIcon from '@mui/icons-material/AddLink'
import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { useCallback, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import {
  useSystemIpPoolSiloLinkMutation,
  useSystemIpPoolSiloListQuery,
} from '~/api/endpoints/systemIpPools'
import { systemSilosApi, useSiloViewQuery } from '~/api/endpoints/systemSilos'
import type { IpPool, IpPoolSiloLink } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, useAllPages } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import { GatedButton, ListPage, useChangeReason, type DataTableColumn } from '~/components'
import { isForSilos, poolKind } from './labels'
import { LinkModal } from './LinkModal'
import { defaultMeaning, DefaultChip, useBulkUnlink, useLinkActions } from './links'

type Row = IpPoolSiloLink & { id: string; siloName: string | undefined }

/** A silo named by its id: from the silo list when it is there, else fetched (a hidden silo). */
function SiloName({ row }: { row: Row }) {
  const { data } = useSiloViewQuery(
    { path: { silo: row.siloId } },
    { skip: row.siloName !== undefined },
  )
  const name = row.siloName ?? data?.name
  if (name === undefined) return <Skeleton width={100} />
  return (
    <MuiLink component={Link} to={pb.silo(name, 'ip-pools')}>
      {name}
    </MuiLink>
  )
}

const columns: DataTableColumn<Row>[] = [
  { field: 'silo', headerName: 'Silo', flex: 1, renderCell: ({ row }) => <SiloName row={row} /> },
  {
    field: 'isDefault',
    headerName: 'Default',
    width: 140,
    renderCell: ({ row }) => (row.isDefault ? <DefaultChip /> : null),
    csv: (row) => String(row.isDefault),
  },
]

/** Why no silo can be linked to a pool that serves the rack itself. */
export const SERVICES_POOL_NOT_LINKABLE =
  "A pool assigned to the rack's services cannot be linked to silos"

/**
 * The silos a pool is linked to, those it is the default of (its IP version and type) marked;
 * link, make default, unlink.
 */
export function LinkedSilosTab({ pool }: { pool: IpPool }) {
  const links = useSystemIpPoolSiloListQuery({
    path: { pool: pool.id },
    query: { limit: ALL_PAGES_LIMIT },
  })
  const silos = useAllPages(systemSilosApi.endpoints.siloList, {})
  const [link] = useSystemIpPoolSiloLinkMutation()
  const roleReason = useChangeReason('link silos')
  const kind = poolKind(pool)
  const linkActions = useLinkActions()
  const bulkActions = useBulkUnlink(
    useCallback(
      (row: Row) => ({
        pool,
        silo: { id: row.siloId, name: row.siloName ?? row.siloId },
        isDefault: row.isDefault,
      }),
      [pool],
    ),
  )
  const [linking, setLinking] = useState(false)

  const names = useMemo(
    () => new Map((silos.items ?? []).map((s) => [s.id, s.name] as const)),
    [silos.items],
  )
  const rows = useMemo(
    () =>
      links.data?.items.map((l): Row => ({ ...l, id: l.siloId, siloName: names.get(l.siloId) })),
    [links.data, names],
  )
  const choices = useMemo(() => {
    if (!silos.items || !links.data) return undefined
    const linked = new Set(links.data.items.map((l) => l.siloId))
    return silos.items.filter((s) => !linked.has(s.id)).map((s) => ({ value: s.id, label: s.name }))
  }, [silos.items, links.data])

  const linkButton = (
    <GatedButton
      variant="contained"
      startIcon={<AddLinkIcon aria-hidden />}
      disabledReason={roleReason ?? (isForSilos(pool) ? undefined : SERVICES_POOL_NOT_LINKABLE)}
      onClick={() => setLinking(true)}
    >
      Link silo
    </GatedButton>
  )

  return (
    <ListPage
      label="Linked silos"
      noun="linked silos"
      one="linked silo"
      result={{
        rows,
        loading: links.isLoading,
        error: links.error,
        refetch: links.refetch,
        updatedAt: links.fulfilledTimeStamp,
      }}
      columns={columns}
      getRowLabel={(row) => row.siloName ?? row.siloId}
      rowActions={(row) =>
        linkActions({
          pool,
          silo: { id: row.siloId, name: row.siloName ?? row.siloId },
          isDefault: row.isDefault,
        })
      }
      bulkActions={bulkActions}
      // a row is a link, whose id is its silo's: the silo's page has that
      copyId={false}
      headerActions={linkButton}
      empty={{
        title: 'No linked silos',
        body: isForSilos(pool)
          ? 'Link the pool to a silo so that silo can allocate its addresses.'
          : "The pool serves the rack's own services; assign it to silos to link it to one.",
      }}
    >
      {linking && (
        <LinkModal
          title="Link silo"
          label="Silo"
          placeholder="Select a silo"
          choices={choices}
          noChoices="The pool is linked to every silo already."
          defaultLabel={() => `Make this pool the silo's default ${kind} pool`}
          defaultNote={() => defaultMeaning(kind)}
          onLink={async (siloId, isDefault) => {
            await link({ path: { pool: pool.id }, body: { silo: siloId, isDefault } }).unwrap()
            return `${pool.name} linked to ${names.get(siloId) ?? siloId}`
          }}
          onDismiss={() => setLinking(false)}
        />
      )}
    </ListPage>
  )
}
