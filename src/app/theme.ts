import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles'
import { TOOLTIP_DELAY_MS } from '~/util/constants'

// Two schemes; the user's choice (light, dark or the system's) is MUI's colour-scheme mode, kept
// in localStorage by MUI itself (see ColorModeMenu). Dark is dense and high-contrast: operators
// keep this open all day next to terminals. Light keeps every text colour at 4.5:1 or more on
// its background, so axe finds no contrast problem in either scheme.
const dark: NonNullable<ThemeOptions['palette']> = {
  mode: 'dark',
  primary: { main: '#48d597', contrastText: '#08120d' },
  secondary: { main: '#8ba1ff' },
  error: { main: '#fb6e88' },
  warning: { main: '#f5b944' },
  info: { main: '#8ba1ff' },
  success: { main: '#48d597' },
  background: { default: '#080f11', paper: '#101618' },
  text: { primary: '#e7e7e8', secondary: '#a1a4a5' },
  divider: '#1c2225',
}

const light: NonNullable<ThemeOptions['palette']> = {
  mode: 'light',
  primary: { main: '#0b6e47', contrastText: '#ffffff' },
  secondary: { main: '#3347b8' },
  error: { main: '#b8163a' },
  warning: { main: '#8a5300' },
  info: { main: '#3347b8' },
  success: { main: '#0b6e47' },
  background: { default: '#f6f7f7', paper: '#ffffff' },
  text: { primary: '#14191b', secondary: '#50585b' },
  // MUI's 54% black is 4.49:1 on the page: unpressed toggle buttons and icons need a shade more
  action: { active: 'rgba(0, 0, 0, 0.64)' },
  divider: '#dde1e2',
}

/**
 * The keyboard's place on the page (WCAG 2.4.7), in both schemes: a 2px ring in the primary
 * colour, which stands at 3:1 or more against the page and the paper in each (WCAG 1.4.11), set
 * apart from the control by a gap so it reads on a filled button too. Ripples are off, and with
 * them MUI's own focus ripple, so every focusable control needs this.
 */
const focusRing = (theme: Theme, offset: number) => ({
  outline: `2px solid ${theme.palette.primary.main}`,
  outlineOffset: offset,
})
const ringOnFocusVisible =
  (offset: number) =>
  ({ theme }: { theme: Theme }) => ({
    '&.Mui-focusVisible, &:focus-visible': focusRing(theme, offset),
  })

export const theme = createTheme({
  colorSchemes: { dark: { palette: dark }, light: { palette: light } },
  // before a preference is known (no stored choice and no media query, as in jsdom)
  defaultColorScheme: 'dark',
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, sans-serif',
    fontSize: 13,
    h1: { fontSize: '1.5rem', fontWeight: 500 },
    h2: { fontSize: '1.2rem', fontWeight: 500 },
    h3: { fontSize: '1rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      // buttons, icon buttons, toggles, tabs, checkboxes, radios, switches, clickable chips
      styleOverrides: { root: ringOnFocusVisible(2) },
    },
    // full-width rows in a list or menu, whose edges a ring outside would lose: inside them
    MuiMenuItem: { styleOverrides: { root: ringOnFocusVisible(-2) } },
    MuiListItemButton: { styleOverrides: { root: ringOnFocusVisible(-2) } },
    MuiTab: { styleOverrides: { root: ringOnFocusVisible(-2) } },
    // a radio or checkbox sits flush against its label: a ring outside its padding would cover
    // the label's first letter, so it is drawn inside the padding, around the mark
    MuiRadio: { styleOverrides: { root: ringOnFocusVisible(-4) } },
    MuiCheckbox: { styleOverrides: { root: ringOnFocusVisible(-4) } },
    // a focusable chip that is no button (the '+2' of more addresses)
    MuiChip: { styleOverrides: { root: ringOnFocusVisible(2) } },
    // Spec §9: tooltip delay 250 ms.
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS, arrow: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: ringOnFocusVisible(2) },
    },
  },
})
