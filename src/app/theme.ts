import { createTheme } from '@mui/material/styles'

// Dark, dense, high-contrast: operators keep this open all day next to terminals.
export const theme = createTheme({
  palette: {
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
  },
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
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // Spec §9: tooltip delay 250 ms.
    MuiTooltip: { defaultProps: { enterDelay: 250, arrow: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
})
