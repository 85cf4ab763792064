import CheckIcon from '@mui/icons-material/Check'
import DensityIcon from '@mui/icons-material/DensityMediumOutlined'
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined'
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import {
  ColumnsPanelTrigger,
  ExportCsv,
  gridColumnVisibilityModelSelector,
  gridDensitySelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid'
import { createContext, memo, useContext, useId, useState, type ReactNode } from 'react'

/**
 * What the page puts in the table's toolbar. A context rather than the grid's slot props: a new
 * 'last updated' with every answer would be a new prop of the grid, and the grid renders every
 * row and cell again for any new prop.
 */
export const ToolbarContentContext = createContext<{
  /** What the page shows at the toolbar's left, e.g. when the rows were last fetched. */
  start?: ReactNode
  /** While rows are selected, what can be done with them: it stands in for the toolbar. */
  bulk?: ReactNode
  /** The whole list is one row: no density to choose, no columns unless one is hidden. */
  oneRow?: boolean
}>({})

const toolbarSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  px: 1,
  py: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
} as const

const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
]

function DensityMenu() {
  const apiRef = useGridApiContext()
  const density = useGridSelector(apiRef, gridDensitySelector)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const buttonId = useId()
  const menuId = useId()
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        startIcon={<DensityIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Density
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {DENSITIES.map((d) => (
          <MenuItem
            key={d.value}
            role="menuitemradio"
            aria-checked={density === d.value}
            onClick={() => {
              apiRef.current.setDensity(d.value)
              setAnchor(null)
            }}
          >
            <ListItemIcon>{density === d.value && <CheckIcon fontSize="small" />}</ListItemIcon>
            {d.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

/**
 * The table's own toolbar: which columns show, row density, and CSV export of the rows the table
 * holds (one page when paged on the server). No search or filter: acting on the loaded page
 * alone, they would read as searching the whole list. Plain buttons, each a tab stop.
 */
export function GridToolbar() {
  const { start, bulk, oneRow = false } = useContext(ToolbarContentContext)
  const rootProps = useGridRootProps()
  const apiRef = useGridApiContext()
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector)
  // a hidden column stays reachable, however few the rows
  const someHidden = Object.values(visibility).some((shown) => !shown)
  const fileName = rootProps['aria-label'] ?? 'table'
  if (bulk) {
    return (
      <Box
        sx={{
          ...toolbarSx,
          py: 0.75,
          minHeight: 45,
          bgcolor: 'action.selected',
        }}
      >
        {bulk}
      </Box>
    )
  }
  return (
    <Box sx={toolbarSx}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>{start}</Box>
      <ToolbarButtons fileName={fileName} columns={!oneRow || someHidden} density={!oneRow} />
    </Box>
  )
}

/** The toolbar's own buttons: not rendered again for a new 'last updated' at its left. */
const ToolbarButtons = memo(function ToolbarButtons({
  fileName,
  columns,
  density,
}: {
  fileName: string
  columns: boolean
  density: boolean
}) {
  return (
    <>
      {columns && (
        <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon fontSize="small" />}>
          Columns
        </ColumnsPanelTrigger>
      )}
      {density && <DensityMenu />}
      <ExportCsv
        size="small"
        startIcon={<FileDownloadIcon fontSize="small" />}
        // utf8WithBom: Excel then reads the file as UTF-8; formulas are escaped by default.
        // allColumns: the export is the list's data, whatever columns the screen has room for.
        options={{ fileName, utf8WithBom: true, allColumns: true }}
      >
        Export CSV
      </ExportCsv>
    </>
  )
})
