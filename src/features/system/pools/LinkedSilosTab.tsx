import AddLinkIcon from '@mui/icons-material/AddLink'
import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { useCallback, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { systemSilosApi, useSiloViewQuery } from '~/api/endpoints/systemSilos'
import { useAllPages } from '~/api/paging'
import { pb, type SiloTab } from '~/app/routes/paths'
import { GatedButton, ListPage, useChangeReason, type DataTableColumn } from '~/components'
import { defaultColumn, useBulkUnlink, useLinkActions } from './links'
import { LinkModal } from './LinkModal'
import { defaultMeaning, type PoolBase, type PoolKind, type SiloPoolBase } from './poolKind'

type Row = { id: string; siloId: string; isDefault: boolean; siloName: string | undefined }

/** A silo named by its id: from the silo list when it is there, else fetched (a hidden silo). */
function SiloName({ row, tab }: { row: Row; tab: SiloTab }) {
  const { data } = useSiloViewQuery(
    { path: { silo: row.siloId } },
    { skip: row.siloName !== undefined },
  )
  const name = row.siloName ?? data?.name
  if (name === undefined) return <Skeleton width={100} />
  return (
    <MuiLink component={Link} to={pb.silo(name, tab)}>
      {name}
    </MuiLink>
  )
}

const siloColumns = (tab: SiloTab): DataTableColumn<Row>[] => [
  {
    field: 'silo',
    headerName: 'Silo',
    flex: 1,
    renderCell: ({ row }) => <SiloName row={row} tab={tab} />,
  },
  defaultColumn<Row>(),
]

/**
 * The silos a pool is linked to, those it is the default of (its kind) marked; link, make
 * default, unlink.
 */
export function LinkedSilosTab<Pool extends PoolBase, SiloPool extends SiloPoolBase>({
  kind,
  pool,
}: {
  kind: PoolKind<Pool, SiloPool>
  pool: Pool
}) {
  const { words } = kind
  const links = kind.useSiloLinks(pool.id)
  const silos = useAllPages(systemSilosApi.endpoints.siloList, {})
  const link = kind.useLink()
  const roleReason = useChangeReason('link silos')
  const linkActions = useLinkActions(kind)
  const bulkActions = useBulkUnlink(
    kind,
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
  const columns = useMemo(() => siloColumns(kind.siloTab), [kind.siloTab])
  const notForSilos = kind.notForSilos?.(pool)
  const which = `${kind.kindOf(pool)} ${words.defaultNoun}`

  const names = useMemo(
    () => new Map((silos.items ?? []).map((s) => [s.id, s.name] as const)),
    [silos.items],
  )
  const rows = useMemo(
    () =>
      links.data?.items.map((l): Row => ({
        id: l.siloId,
        siloId: l.siloId,
        isDefault: l.isDefault,
        siloName: names.get(l.siloId),
      })),
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
          disabledReason={roleReason ?? notForSilos?.reason}
          onClick={() => setLinking(true)}
        >
          Link silo
        </GatedButton>
      }
      empty={{ title: 'No linked silos', body: notForSilos?.empty ?? words.linkedSilosEmpty }}
    >
      {linking && (
        <LinkModal
          title="Link silo"
          label="Silo"
          placeholder="Select a silo"
          choices={choices}
          noChoices="The pool is linked to every silo already."
          defaultLabel={() => `Make this pool the silo's default ${which}`}
          defaultNote={() => defaultMeaning(words, kind.kindOf(pool))}
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
