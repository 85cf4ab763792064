import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined'
import { ExportCsv, Toolbar, useGridRootProps } from '@mui/x-data-grid'

/**
 * Only CSV export: the grid's own filter and search would act on the loaded page alone, which
 * reads as searching the whole list when the list is paged on the server.
 */
export function DataTableToolbar() {
  const fileName = useGridRootProps()['aria-label'] ?? 'export'
  return (
    <Toolbar>
      <ExportCsv
        options={{ fileName }}
        size="small"
        startIcon={<FileDownloadIcon fontSize="small" />}
      >
        Export CSV
      </ExportCsv>
    </Toolbar>
  )
}
