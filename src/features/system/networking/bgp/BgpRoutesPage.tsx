import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import {
  useNetworkingBgpExportedQuery,
  useNetworkingBgpImportedRoutesIpv4Query,
} from '~/api/endpoints/systemNetworking'
import type { BgpImportedRouteIpv4 } from '~/api/generated/types'
import { ListPage, PageHeader, type DataTableColumn } from '~/components'
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

/**
 * system/networking/bgp/routes: the IPv4 routes imported for an ASN, and what each peer is sent.
 * Two lists on one screen: their sort and filter stay out of the URL. A route is not a resource
 * with an id of its own, nor is a peer's export.
 */
export function BgpRoutesPage() {
  const [asn] = useAsn()
  const imported = useNetworkingBgpImportedRoutesIpv4Query(
    { query: { asn: asn ?? 0 } },
    { skip: asn === undefined },
  )
  const exported = useNetworkingBgpExportedQuery()
  const importedRows = useMemo(
    () =>
      imported.data?.map((r, i): ImportedRow => ({
        ...r,
        id: `${r.switch}/${r.prefix}/${r.nexthop}/${i}`,
        peerId: r.id,
      })),
    [imported.data],
  )
  const exportedRows = useMemo(
    () =>
      exported.data &&
      Object.entries(exported.data.exports).map(([peer, nets]) => ({
        id: peer,
        networks: nets.join(', ') || '—',
      })),
    [exported.data],
  )
  const { refetch: refetchImported } = imported
  return (
    <>
      <PageHeader title="BGP routes" level="section" />
      <AsnPicker />
      <Typography variant="h3" sx={{ mb: 1 }}>
        Imported (IPv4)
      </Typography>
      <ListPage
        label="Imported routes"
        noun="routes"
        result={{
          rows: importedRows,
          loading: asn !== undefined && imported.isLoading,
          error: imported.error,
          // no ASN yet (no configurations): nothing was asked, so nothing to ask again
          refetch: () => asn !== undefined && refetchImported(),
          updatedAt: imported.fulfilledTimeStamp,
        }}
        inUrl={false}
        copyId={false}
        columns={importedColumns}
        empty={{ title: 'No imported routes', body: '' }}
      />
      <Typography variant="h3" sx={{ mt: 4, mb: 1 }}>
        Exported
      </Typography>
      <ListPage
        label="Exported routes"
        noun="exports"
        result={{
          rows: exportedRows,
          loading: exported.isLoading,
          error: exported.error,
          refetch: exported.refetch,
          updatedAt: exported.fulfilledTimeStamp,
        }}
        // one row a peer
        filterable={false}
        inUrl={false}
        copyId={false}
        columns={exportedColumns}
        empty={{ title: 'Nothing exported', body: '' }}
      />
    </>
  )
}
