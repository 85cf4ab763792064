import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { DateTime, type DataTableColumn } from '~/components'
import { accessMethod, accessOf, resultDetail, type AuditRow } from './entries'

const COLOR: Record<string, 'success' | 'error' | 'default'> = {
  success: 'success',
  error: 'error',
}

/** A value over its detail in small print (an operation's id, a result's status and message). */
function TwoLines({ main, detail, mono }: { main: ReactNode; detail?: string; mono?: boolean }) {
  return (
    <Box sx={{ py: 0.75, minWidth: 0 }}>
      <Box>{main}</Box>
      {detail && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{
            display: 'block',
            fontFamily: mono ? 'monospace' : undefined,
            wordBreak: 'break-word',
          }}
        >
          {detail}
        </Typography>
      )}
    </Box>
  )
}

const linkOrText = (text: string, to: string | undefined) =>
  to ? (
    <MuiLink component={Link} to={to}>
      {text}
    </MuiLink>
  ) : (
    text
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
    renderCell: ({ row }) => (row.resource ? linkOrText(row.resource.text, row.resource.to) : '—'),
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
          <Chip
            size="small"
            variant="outlined"
            color={COLOR[row.resultKind] ?? 'default'}
            label={row.result}
          />
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
      <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {row.entry.requestId}
      </Box>
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
    renderCell: ({ row }) => row.entry.sourceIp,
    csv: (row) => row.entry.sourceIp,
  },
]
