import CheckIcon from '@mui/icons-material/Check'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import { useColorScheme } from '@mui/material/styles'

const MODES = [
  { mode: 'system', label: 'Match system' },
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
] as const

/**
 * The theme choice inside the user menu: a group of radio items. MUI keeps the choice in
 * localStorage and follows the system's preference while 'Match system' is chosen.
 */
export function ColorModeItems({ onChosen }: { onChosen: () => void }) {
  const { mode, setMode } = useColorScheme()
  return [
    <ListSubheader key="heading" sx={{ lineHeight: 2.5 }} role="presentation">
      Theme
    </ListSubheader>,
    ...MODES.map((m) => {
      const checked = (mode ?? 'system') === m.mode
      return (
        <MenuItem
          key={m.mode}
          role="menuitemradio"
          aria-checked={checked}
          onClick={() => {
            setMode(m.mode)
            onChosen()
          }}
        >
          <ListItemIcon>{checked && <CheckIcon fontSize="small" aria-hidden />}</ListItemIcon>
          <ListItemText>{m.label}</ListItemText>
        </MenuItem>
      )
    }),
  ]
}
