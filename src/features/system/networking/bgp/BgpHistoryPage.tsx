import { useMemo } from 'react'
import { useNetworkingBgpMessageHistoryQuery } from '~/api/endpoints/systemNetworking'
import type { AggregateBgpMessageHistory } from '~/api/generated/types'
import { ListPage, PageHeader, type DataTableColumn } from '~/components'
import { AsnPicker, useAsn } from './AsnPicker'

type HistoryRow = {
  id: string
  switch: string
  peer: string
  direction: 'Received' | 'Sent'
  time: string
  kind: string
  detail: string
}

const KINDS: Record<string, string> = {
  open: 'Open',
  update: 'Update',
  notification: 'Notification',
  keepalive: 'Keepalive',
  route_refresh: 'Route refresh',
}

type Message = { type?: unknown; [key: string]: unknown }

/** What a person reads of a message: an open's ASN and hold time, an update's networks. */
function detailOf(m: Message): string {
  const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '')
  if (m.type === 'open') {
    const hold = m.holdTime ?? m.hold_time
    return [
      m.asn !== undefined && `AS ${String(m.asn)}`,
      hold !== undefined && `hold ${String(hold)} s`,
    ]
      .filter(Boolean)
      .join(', ')
  }
  if (m.type === 'update') {
    const adds = list(m.nlri)
    const gone = list(m.withdrawn)
    return [adds && `announces ${adds}`, gone && `withdraws ${gone}`].filter(Boolean).join('; ')
  }
  return ''
}

/**
 * The history's rows, newest first. The contract leaves a peer's history open (it is what the
 * routing daemon keeps); this reads `received` and `sent` lists of `{ timestamp, message }` and
 * leaves out what it cannot read rather than guessing.
 */
export function historyRows(data: AggregateBgpMessageHistory | undefined): HistoryRow[] {
  const rows: HistoryRow[] = []
  for (const sw of data?.switchHistories ?? []) {
    for (const [peer, h] of Object.entries(sw.history)) {
      const history = (h ?? {}) as Record<string, unknown>
      for (const [key, direction] of [
        ['received', 'Received'],
        ['sent', 'Sent'],
      ] as const) {
        const entries = Array.isArray(history[key]) ? (history[key] as unknown[]) : []
        entries.forEach((e, i) => {
          const { timestamp, message } = (e ?? {}) as { timestamp?: unknown; message?: Message }
          if (typeof timestamp !== 'string' && !(timestamp instanceof Date)) return
          const m = message ?? {}
          const type = typeof m.type === 'string' ? m.type : 'unknown'
          rows.push({
            id: `${sw.switch}/${peer}/${key}/${i}`,
            switch: sw.switch,
            peer,
            direction,
            time: new Date(timestamp).toISOString(),
            kind: KINDS[type] ?? type,
            detail: detailOf(m),
          })
        })
      }
    }
  }
  return rows.sort((a, b) => b.time.localeCompare(a.time))
}

const columns: DataTableColumn<HistoryRow>[] = [
  {
    field: 'time',
    headerName: 'Time',
    width: 200,
    renderCell: ({ row }) => new Date(row.time).toLocaleString(),
  },
  { field: 'switch', headerName: 'Switch', width: 100 },
  { field: 'peer', headerName: 'Peer', width: 150 },
  { field: 'direction', headerName: 'Direction', width: 110 },
  { field: 'kind', headerName: 'Message', width: 130 },
  { field: 'detail', headerName: 'Detail', flex: 1 },
]

/**
 * system/networking/bgp/history: the BGP messages of an ASN's sessions, newest first. A message
 * is not a resource with an id of its own.
 */
export function BgpHistoryPage() {
  const [asn] = useAsn()
  const { data, error, isLoading, refetch, fulfilledTimeStamp } =
    useNetworkingBgpMessageHistoryQuery({ query: { asn: asn ?? 0 } }, { skip: asn === undefined })
  const rows = useMemo(() => data && historyRows(data), [data])
  return (
    <>
      <PageHeader title="BGP message history" level="section" />
      <AsnPicker />
      <ListPage
        label="BGP messages"
        noun="BGP messages"
        result={{
          rows,
          loading: asn !== undefined && isLoading,
          error,
          // no ASN yet (no configurations): nothing was asked, so nothing to ask again
          refetch: () => asn !== undefined && refetch(),
          updatedAt: fulfilledTimeStamp,
        }}
        copyId={false}
        columns={columns}
        empty={{ title: 'No messages', body: '' }}
      />
    </>
  )
}
