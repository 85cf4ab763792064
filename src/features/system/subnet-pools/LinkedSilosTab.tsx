import AddLinkIcon from '@mui/icons-material/AddLink'
import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { useCallback, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { systemSilosApi, useSiloViewQuery } from '~/api/endpoints/systemSilos'
import {
  useSystemSubnetPoolSiloLinkMutation,
  useSystemSubnetPoolSiloListQuery,
} from '~/api/endpoints/systemSubnetPools'
import type { SubnetPool, SubnetPoolSiloLink } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, useAllPages } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import { GatedButton, ListPage, useChangeReason, type DataTableColumn } from '~/components'
import { DefaultChip } from '../ip-pools/links'
import { LinkModal } from '../ip-pools/LinkModal'
import { versionLabel } from '../ip-pools/utilization'
import { subnetDefaultMeaning, useBulkSubnetUnlink, useSubnetLinkActions } from './links'

type Row = SubnetPoolSiloLink & { id: string; siloName: string | undefined }

/** A silo named by its id: from the silo list when it is there, else fetched. */
function SiloName({ row }: { row: Row }) {
  const { data } = useSiloViewQuery(
    { path: { silo: row.siloId } },
    { skip: row.siloName !== undefined },
  )
  const name = row.siloName ?? data?.name
  if (name === undefined) return <Skeleton width={100} />
  return (
    <MuiLink component={Link} to={pb.silo(name, 'subnet-pools')}>
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

/**
 * The silos a subnet pool is linked to, those it is the default of (its IP version) marked; link,
 * make default, unlink.
 */
export function LinkedSilosTab({ pool }: { pool: SubnetPool }) {
  const links = useSystemSubnetPoolSiloListQuery({
    path: { pool: pool.id },
    query: { limit: ALL_PAGES_LIMIT },
  })
  const silos = useAllPages(systemSilosApi.endpoints.siloList, {})
  const [link] = useSystemSubnetPoolSiloLinkMutation()
  const roleReason = useChangeReason('link silos')
  const linkActions = useSubnetLinkActions()
  const bulkActions = useBulkSubnetUnlink(
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
      headerActions={
        <GatedButton
          variant="contained"
          startIcon={<AddLinkIcon aria-hidden />}
          disabledReason={roleReason}
          onClick={() => setLinking(true)}
        >
          Link silo
        </GatedButton>
      }
      empty={{
        title: 'No linked silos',
        body: 'Link the pool to a silo so that silo can allocate external subnets from it.',
      }}
    >
      {linking && (
        <LinkModal
          title="Link silo"
          label="Silo"
          placeholder="Select a silo"
          choices={choices}
          noChoices="The pool is linked to every silo already."
          defaultLabel={() =>
            `Make this pool the silo's default ${versionLabel(pool.ipVersion)} subnet pool`
          }
          defaultNote={() => subnetDefaultMeaning(pool.ipVersion)}
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
