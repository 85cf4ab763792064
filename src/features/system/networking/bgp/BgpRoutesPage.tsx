import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import {
  useNetworkingBgpExportedQuery,
  useNetworkingBgpImportedQuery,
} from '~/api/endpoints/systemNetworking'
import type { BgpImported } from '~/api/generated/types'
import { ListPage, PageHeader, type DataTableColumn } from '~/components'
import { AsnPicker, useAsn } from './AsnPicker'

/** The route's id is its peer's BGP identifier, shared by its routes: rows need their own. */
type ImportedRow = Omit<BgpImported, 'id'> & { id: string; peerId: number }
type ExportedRow = { id: string; peer: string; switch: string; networks: string }

const importedColumns: DataTableColumn<ImportedRow>[] = [
  { field: 'prefix', headerName: 'Prefix', flex: 1 },
  { field: 'nexthop', headerName: 'Next hop', flex: 1 },
  { field: 'switch', headerName: 'Switch', width: 120 },
  { field: 'peerId', headerName: 'Peer ID', width: 140, renderCell: ({ row }) => row.peerId },
]

const exportedColumns: DataTableColumn<ExportedRow>[] = [
  { field: 'peer', headerName: 'Peer', width: 200 },
  { field: 'switch', headerName: 'Switch', width: 120 },
  { field: 'networks', headerName: 'Networks announced', flex: 1 },
]

/**
 * system/networking/bgp/routes: the routes imported for an ASN, and what each peer is sent.
 * Two lists on one screen: their sort and filter stay out of the URL. A route is not a resource
 * with an id of its own, nor is a peer's export.
 */
export function BgpRoutesPage() {
  const [asn] = useAsn()
  const imported = useNetworkingBgpImportedQuery(
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
  // the API lists each exported prefix on its own: one row a peer (on its switch) reads better
  const exportedRows = useMemo(() => {
    if (!exported.data) return undefined
    const byPeer = new Map<string, ExportedRow>()
    for (const e of exported.data) {
      const id = `${e.switch}/${e.peerId}`
      const row = byPeer.get(id)
      if (row) row.networks = `${row.networks}, ${e.prefix}`
      else byPeer.set(id, { id, peer: e.peerId, switch: e.switch, networks: e.prefix })
    }
    return [...byPeer.values()]
  }, [exported.data])
  const { refetch: refetchImported } = imported
  return (
    <>
      <PageHeader title="BGP routes" level="section" />
      <AsnPicker />
      <Typography variant="h3" sx={{ mb: 1 }}>
        Imported
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
