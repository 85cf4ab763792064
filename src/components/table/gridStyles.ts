import type { Theme } from '@mui/material/styles'
import { cellStyles, headerTitleStyle } from './cellStyles'
import { ACTIONS_FIELD } from './gridColumns'

/** A row that grows to its content when the table's rowHeight names only some. */
export const GROWN_ROW_CLASS = 'ConsoleRow-grown'

/** The table's styles: its cells' classes, header, focus ring, grown rows, sticky actions. */
export const tableStyles = (allGrow: boolean, someGrow: boolean) => (theme: Theme) => ({
  ...cellStyles(theme),
  bgcolor: 'background.paper',
  '& .MuiDataGrid-columnHeaderTitle': headerTitleStyle,
  // the grid's own focus outline is a half-transparent 1px line, too faint to find the
  // keyboard by: the console's focus ring, inside the cell
  '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus-within':
    {
      outline: 2,
      outlineStyle: 'solid',
      outlineColor: 'primary.main',
      outlineOffset: -2,
    },
  // grown rows keep the standard height at least, their content centred with some air
  ...(allGrow && { '& .MuiDataGrid-cell': { minHeight: 52, py: 1 } }),
  ...(someGrow && { [`& .${GROWN_ROW_CLASS} .MuiDataGrid-cell`]: { minHeight: 52, py: 1 } }),
  // The community grid has no pinned columns: the actions cells stick to the right edge
  // of the scroller, so on a narrow screen they never hide behind a sideways scroll.
  [`& .MuiDataGrid-cell[data-field="${ACTIONS_FIELD}"], & .MuiDataGrid-columnHeader[data-field="${ACTIONS_FIELD}"]`]:
    {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
    },
  // a selected or hovered row's colour (opaque: the grid mixes it over the paper) reaches
  // its sticky actions cell too
  [`& .MuiDataGrid-row:is(.Mui-selected, :hover) .MuiDataGrid-cell[data-field="${ACTIONS_FIELD}"]`]:
    { bgcolor: 'inherit' },
  [`& .MuiDataGrid-columnHeader[data-field="${ACTIONS_FIELD}"]`]: {
    bgcolor: 'var(--DataGrid-t-header-background-base, var(--DataGrid-containerBackground))',
  },
})
