import type { SxProps, Theme } from '@mui/material/styles'

/**
 * A button disabled in aria only (focusable, with its reason as its description) drawn as MUI
 * draws a disabled one: grey text and, by variant, a grey fill or border. Half opacity over the
 * primary colour read as enabled in the dark scheme.
 */
export const ariaDisabledSx: SxProps<Theme> = {
  cursor: 'not-allowed',
  color: 'action.disabled',
  boxShadow: 'none',
  '&.MuiButton-contained, &.MuiButton-contained:hover': {
    bgcolor: 'action.disabledBackground',
    boxShadow: 'none',
  },
  '&.MuiButton-outlined': { borderColor: 'action.disabledBackground' },
  '&:hover': { bgcolor: 'transparent' },
}
