import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { DataTableColumn } from './column'
import { downloadCsv, toCsv } from './csv'

type DataTableToolbarProps<Row> = {
  /** Without the extension. */
  fileName: string
  columns: DataTableColumn<Row>[]
  /** undefined while loading: nothing to export yet. */
  rows: Row[] | undefined
}

/**
 * Only CSV export, of the rows the table holds (one page when paged on the server). No search
 * or filter: acting on the loaded page alone, they would read as searching the whole list.
 */
export function DataTableToolbar<Row>({ fileName, columns, rows }: DataTableToolbarProps<Row>) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        size="small"
        startIcon={<FileDownloadIcon fontSize="small" />}
        disabled={!rows}
        onClick={() => rows && downloadCsv(`${fileName}.csv`, toCsv(columns, rows))}
      >
        Export CSV
      </Button>
    </Box>
  )
}
