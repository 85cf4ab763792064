import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import TextField from '@mui/material/TextField'
import { useNavigate } from 'react-router-dom'
import { jumpOpen } from './jumpStore'
import type { JumpArea, JumpOption } from './jumpOptions'
import { useJumpOptions } from './useJumpOptions'

// A lazily loaded chunk: opened by Ctrl+K / ⌘K or the sidebar's 'Jump to' box.

const filter = createFilterOptions<JumpOption>({
  // the group counts too: 'disk' finds the disks of the project
  stringify: (o) => `${o.label} ${o.group}`,
  limit: 80,
})

/**
 * A search box over every page the user may open and every resource the console holds, the
 * area on screen ranked first.
 */
export default function JumpToDialog({ areas }: { areas: readonly JumpArea[] }) {
  const navigate = useNavigate()
  const { options, loading } = useJumpOptions(areas)
  const close = () => jumpOpen.set(false)
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-label="Jump to"
      // near the top, where the eye already is, and steady as the results grow
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '12vh' } } }}
    >
      <Autocomplete<JumpOption>
        open
        autoHighlight
        disablePortal
        options={options}
        groupBy={(o) => o.group}
        getOptionLabel={(o) => o.label}
        getOptionKey={(o) => `${o.group}/${o.label}/${typeof o.to === 'string' ? o.to : ''}`}
        filterOptions={filter}
        loading={loading && options.length === 0}
        loadingText="Loading…"
        noOptionsText={loading ? 'Loading…' : 'Nothing matches'}
        // the list is always open, so the box takes Escape before the dialog would: one Escape
        // closes jump-to
        onClose={(_, reason) => {
          if (reason === 'escape') close()
        }}
        onChange={(_, option) => {
          if (!option) return
          close()
          void navigate(option.to)
        }}
        slotProps={{
          listbox: { sx: { maxHeight: '60vh' } },
          paper: { elevation: 0, square: true, sx: { bgcolor: 'transparent' } },
          popper: { sx: { position: 'static !important', transform: 'none !important' } },
        }}
        renderInput={(params) => (
          <Box sx={{ p: 2, pb: 1 }}>
            <TextField
              {...params}
              // the dialog opens to be typed into: its search box has the focus, not the dialog
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              label="Jump to"
              placeholder="Pages, projects, instances, disks…"
              size="medium"
            />
          </Box>
        )}
      />
    </Dialog>
  )
}
