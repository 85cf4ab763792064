import Typography from '@mui/material/Typography'
import {
  useNetworkingBgpExportedQuery,
  useNetworkingBgpImportedRoutesIpv4Query,
} from '~/api/endpoints/systemNetworking'
import type { BgpImportedRouteIpv4 } from '~/api/generated/types'
import { DataTable, EmptyState, PageHeader, QueryError, type DataTableColumn } from '~/components'
import { AsnPicker, useAsn } from './AsnPicker'

/** The route's id is its peer's BGP identifier, shared by its routes: rows need their own. */
type ImportedRow = Omit<BgpImportedRouteIpv4, 'id'> & { id: string; peerId: number }
type ExportedRow = { id: string; networks: string }

const importedColumns: DataTableColumn<ImportedRow>[] = [
  { field: 'prefix', headerName: 'Prefix', flex: 1 },
  { field: 'nexthop', headerName: 'Next hop', flex: 1 },
  { field: 'switch', headerName: 'Switch', width: 120 },
  { field: 'peerId', headerName: 'Peer ID', width: 140, renderCell: ({ row }) => row.peerId },
]

const exportedColumns: DataTableColumn<ExportedRow>[] = [
  { field: 'id', headerName: 'Peer', width: 200 },
  { field: 'networks', headerName: 'Networks announced', flex: 1 },
]

/** system/networking/bgp/routes: the IPv4 routes imported for an ASN, and what each peer is sent. */
export function BgpRoutesPage() {
  const [asn] = useAsn()
  const imported = useNetworkingBgpImportedRoutesIpv4Query(
    { query: { asn: asn ?? 0 } },
    { skip: asn === undefined },
  )
  const exported = useNetworkingBgpExportedQuery()
  const importedRows = imported.data?.map((r, i): ImportedRow => ({
    ...r,
    id: `${r.switch}/${r.prefix}/${r.nexthop}/${i}`,
    peerId: r.id,
  }))
  return (
    <>
      <PageHeader title="BGP routes" level="section" />
      <AsnPicker />
      <Typography variant="h3" sx={{ mb: 1 }}>
        Imported (IPv4)
      </Typography>
      {imported.error ? (
        <QueryError what="the routes" error={imported.error} onRetry={imported.refetch} />
      ) : (
        <DataTable
          aria-label="Imported routes"
          columns={importedColumns}
          rows={importedRows}
          loading={asn !== undefined && imported.isLoading}
          emptyState={<EmptyState title="No imported routes" />}
        />
      )}
      <Typography variant="h3" sx={{ mt: 4, mb: 1 }}>
        Exported
      </Typography>
      {exported.error ? (
        <QueryError what="the exports" error={exported.error} onRetry={exported.refetch} />
      ) : (
        <DataTable
          aria-label="Exported routes"
          columns={exportedColumns}
          rows={Object.entries(exported.data?.exports ?? {}).map(([peer, nets]) => ({
            id: peer,
            networks: nets.join(', ') || '—',
          }))}
          loading={exported.isLoading}
          emptyState={<EmptyState title="Nothing exported" />}
        />
      )}
    </>
  )
}
