import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { memo, useLayoutEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { jumpOpen, takeTypedAhead } from './jumpStore'
import type { JumpArea, JumpOption } from './jumpOptions'
import { jumpIndex, searchJump, type JumpIndex } from './jumpSearch'
import { useJumpOptions } from './useJumpOptions'

// A lazily loaded chunk: opened by Ctrl+K / ⌘K or the sidebar's 'Jump to' box.

/** The search is done here (searchJump): the Autocomplete shows what it is given. */
const asGiven = (options: JumpOption[]) => options

const close = () => jumpOpen.set(false)

/**
 * A search box over every page the user may open and every resource the console holds, the
 * area on screen ranked first.
 */
export default function JumpToDialog({ areas }: { areas: readonly JumpArea[] }) {
  const { options, loading } = useJumpOptions(areas)
  // built when what the console holds changes, not per keystroke
  const index = useMemo(() => jumpIndex(options), [options])
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-label="Jump to"
      // where keys go to the box itself, no longer kept for it (keepTypedAhead)
      data-jump-to
      // near the top, where the eye already is, and steady as the results grow
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '12vh' } } }}
    >
      <JumpSearch index={index} loading={loading && options.length === 0} stillLoading={loading} />
    </Dialog>
  )
}

/**
 * The box and its results. A keystroke renders this alone (not the lists' queries above it), and
 * the list it renders holds the best JUMP_SHOWN options however many the console holds.
 */
const JumpSearch = memo(function JumpSearch({
  index,
  loading,
  stillLoading,
}: {
  index: JumpIndex
  loading: boolean
  stillLoading: boolean
}) {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  // the keys typed while this loaded; the box has the focus now (autoFocus, in the same commit),
  // so nothing typed from here on is kept aside
  useLayoutEffect(() => {
    const typed = takeTypedAhead()
    if (typed) setQuery((q) => typed + q)
  }, [])
  const results = useMemo(() => searchJump(index, query), [index, query])
  return (
    <>
      <Autocomplete<JumpOption>
        open
        autoHighlight
        disablePortal
        options={results.options}
        inputValue={query}
        onInputChange={(_, value) => setQuery(value)}
        groupBy={(o) => o.group}
        getOptionLabel={(o) => o.label}
        getOptionKey={(o) => `${o.group}/${o.label}/${typeof o.to === 'string' ? o.to : ''}`}
        filterOptions={asGiven}
        loading={loading}
        loadingText="Loading…"
        noOptionsText={stillLoading ? 'Loading…' : 'Nothing matches'}
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
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to be typed into: its search box has the focus, not the dialog
              autoFocus
              label="Jump to"
              placeholder="Pages, projects, instances, disks…"
              size="medium"
            />
          </Box>
        )}
      />
      {results.more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pt: 1, pb: 2 }}>
          {results.more} more: keep typing
        </Typography>
      )}
    </>
  )
})
