import AddLinkIcon from '@mui/icons-material/AddLink'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { useIpPoolSiloLinkMutation, useIpPoolSiloListQuery } from '~/api/endpoints/systemIpPools'
import { systemSilosApi, useSiloViewQuery } from '~/api/endpoints/systemSilos'
import { messageOf } from '~/api/errors'
import type { IpPool, IpPoolSiloLink } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, useAllPages } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import { DataTable, EmptyState, type DataTableColumn } from '~/components'
import { LinkModal } from './LinkModal'
import { DefaultChip, useLinkActions } from './links'

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

/** The silos a pool is linked to, its default marked; link, make default, unlink. */
export function LinkedSilosTab({ pool }: { pool: IpPool }) {
  const links = useIpPoolSiloListQuery({
    path: { pool: pool.id },
    query: { limit: ALL_PAGES_LIMIT },
  })
  const silos = useAllPages(systemSilosApi.endpoints.siloList, {})
  const [link] = useIpPoolSiloLinkMutation()
  const linkActions = useLinkActions()
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
    <Button
      variant="contained"
      startIcon={<AddLinkIcon aria-hidden />}
      onClick={() => setLinking(true)}
    >
      Link silo
    </Button>
  )

  let body
  if (links.error && !links.data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void links.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the linked silos: {messageOf(links.error)}
      </Alert>
    )
  } else {
    body = (
      <DataTable
        aria-label="Linked silos"
        columns={columns}
        rows={rows}
        loading={links.isLoading}
        getRowLabel={(row) => row.siloName ?? row.siloId}
        rowActions={(row) =>
          linkActions({
            pool,
            silo: { id: row.siloId, name: row.siloName ?? row.siloId },
            isDefault: row.isDefault,
          })
        }
        emptyState={
          <EmptyState
            title="No linked silos"
            body="Link the pool to a silo so that silo can allocate its addresses."
          />
        }
      />
    )
  }

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{linkButton}</Box>
      {body}
      {linking && (
        <LinkModal
          title="Link silo"
          label="Silo"
          placeholder="Select a silo"
          choices={choices}
          noChoices="The pool is linked to every silo already."
          defaultLabel="Make this pool the silo's default"
          onLink={async (siloId, isDefault) => {
            await link({ path: { pool: pool.id }, body: { silo: siloId, isDefault } }).unwrap()
            return `${pool.name} linked to ${names.get(siloId) ?? siloId}`
          }}
          onDismiss={() => setLinking(false)}
        />
      )}
    </>
  )
}
