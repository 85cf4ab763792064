import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { jumpOpen } from './jumpStore'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
/** The shortcut as the user's keyboard writes it. */
const SHORTCUT = isMac ? '⌘K' : 'Ctrl+K'

/** The sidebar's visible way in to jump-to; Ctrl+K / ⌘K opens the same dialog from anywhere. */
export function JumpToButton() {
  return (
    <ButtonBase
      onClick={() => jumpOpen.set(true)}
      aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
      sx={{
        mx: 1,
        mt: 1,
        px: 1.25,
        py: 0.75,
        width: 'calc(100% - 16px)',
        justifyContent: 'flex-start',
        gap: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
        '&:hover': { borderColor: 'text.secondary' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, textAlign: 'left' }}>
        Jump to
      </Typography>
      <Box
        component="kbd"
        aria-hidden
        sx={{
          fontFamily: 'inherit',
          fontSize: '0.7rem',
          border: 1,
          borderColor: 'divider',
          borderRadius: 0.5,
          px: 0.5,
        }}
      >
        {SHORTCUT}
      </Box>
    </ButtonBase>
  )
}
