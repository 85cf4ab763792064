import type { ReactNode } from 'react'
import { CELL_CAPTION_CLASS, CellLink, DateTime, type DataTableColumn } from '~/components'
import { BADGE_CLASS } from '~/components/badgeColors'
import { accessMethod, accessOf, resultDetail, type AuditRow } from './entries'

// The log's rows all have one height, two lines (the grid draws only the rows in view, which it
// can do only for rows it need not measure): a value over its detail, each line cut with an
// ellipsis where it is too long (a detail's whole text in its title; everything in the CSV).
// Plain elements with fixed styles, as every table's cells are (see cellStyles): a page is 200
// rows.

/** The rows' height at standard density: two lines of text with some air. */
export const AUDIT_ROW_HEIGHT = 60

const BADGE_COLOR: Record<string, 'default' | 'destructive'> = {
  success: 'default',
  error: 'destructive',
}

const line = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const
const monoLine = { ...line, fontFamily: 'monospace' } as const
/** A request id: 36 characters, on two lines in its column rather than cut. */
const twoMonoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  whiteSpace: 'normal',
  wordBreak: 'break-all',
  fontFamily: 'monospace',
} as const

/** A value over its detail in small print (an operation's id, a result's status and message). */
function TwoLines({ main, detail, mono }: { main: ReactNode; detail?: string; mono?: boolean }) {
  return (
    <>
      <span style={line}>{main}</span>
      {detail && (
        <span className={CELL_CAPTION_CLASS} style={mono ? monoLine : line} title={detail}>
          {detail}
        </span>
      )}
    </>
  )
}

const linkOrText = (text: string, to: string | undefined) =>
  to ? <CellLink to={to}>{text}</CellLink> : text

/**
 * One line, cut with an ellipsis inside its cell, its whole text in its title: a cell whose text
 * ran past its column would have the table fit its columns again for every page of entries.
 */
const OneLine = ({ text, children }: { text: string; children?: ReactNode }) => (
  <span style={line} title={text}>
    {children ?? text}
  </span>
)

export const auditColumns: DataTableColumn<AuditRow>[] = [
  {
    field: 'completed',
    headerName: 'Completed',
    width: 130,
    renderCell: ({ row }) => <DateTime date={row.entry.timeCompleted} />,
    csv: (row) => row.entry.timeCompleted.toISOString(),
  },
  {
    field: 'started',
    headerName: 'Started',
    width: 130,
    hideWhenNarrow: true,
    renderCell: ({ row }) => <DateTime date={row.entry.timeStarted} />,
    csv: (row) => row.entry.timeStarted.toISOString(),
  },
  {
    field: 'actor',
    headerName: 'Actor',
    flex: 1,
    minWidth: 140,
    renderCell: ({ row }) => (
      <TwoLines
        main={linkOrText(row.actor.text, row.actor.to)}
        // a name links to the user; anything else shows the id it stands for
        detail={row.actor.to ? undefined : row.actor.id}
        mono
      />
    ),
    csv: (row) => row.actor.text,
  },
  {
    field: 'operation',
    headerName: 'Operation',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => <TwoLines main={row.operation} detail={row.entry.operationId} mono />,
    csv: (row) => `${row.operation} (${row.entry.operationId})`,
  },
  {
    field: 'resource',
    headerName: 'Resource',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) =>
      row.resource ? (
        <OneLine text={row.resource.text}>{linkOrText(row.resource.text, row.resource.to)}</OneLine>
      ) : (
        '—'
      ),
    csv: (row) => row.resource?.text ?? '',
  },
  {
    field: 'result',
    headerName: 'Result',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => (
      <TwoLines
        main={
          <span className={BADGE_CLASS} data-color={BADGE_COLOR[row.resultKind] ?? 'neutral'}>
            {row.result}
          </span>
        }
        detail={resultDetail(row.entry.result)}
      />
    ),
    csv: (row) => [row.result, resultDetail(row.entry.result)].filter(Boolean).join(' '),
  },
  {
    field: 'requestId',
    headerName: 'Request ID',
    width: 150,
    hideWhenNarrow: true,
    renderCell: ({ row }) => (
      <span className={CELL_CAPTION_CLASS} style={twoMonoLines} title={row.entry.requestId}>
        {row.entry.requestId}
      </span>
    ),
    csv: (row) => row.entry.requestId,
  },
  {
    field: 'access',
    headerName: 'Access',
    flex: 1,
    minWidth: 150,
    hideWhenNarrow: true,
    renderCell: ({ row }) => (
      <TwoLines
        main={accessMethod(row.entry) || '—'}
        detail={row.entry.credentialId ?? undefined}
        mono
      />
    ),
    csv: (row) => accessOf(row.entry),
  },
  {
    field: 'sourceIp',
    headerName: 'Source IP',
    width: 130,
    hideWhenNarrow: true,
    renderCell: ({ row }) => <OneLine text={row.entry.sourceIp} />,
    csv: (row) => row.entry.sourceIp,
  },
]
