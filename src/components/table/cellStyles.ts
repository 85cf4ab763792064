import type { Theme } from '@mui/material/styles'
import { BADGE_CLASS, BADGE_COLORS } from '../badgeColors'

// What a table shows in every row is drawn from plain elements with these classes, styled once
// by the table (DataGridTable's sx), not from MUI's styled components: those serialise their
// styles and run their hooks per element, and 25 rows of links, badges, checkboxes and menu
// buttons cost a page more than its two frames. The look is the MUI one they replace.

/** The wrapper of every cell's content: ellipsised text, nothing spilling into a neighbour. */
export const CELL_CLASS = 'ConsoleCell-content'
/** A link in a cell (a row's name): MUI's Link, primary and underlined on hover. */
export const CELL_LINK_CLASS = 'ConsoleCell-link'
/** A secondary line or note in a cell (caption text). */
export const CELL_CAPTION_CLASS = 'ConsoleCell-caption'
/** A placeholder while a cell's own data loads (MUI's text Skeleton). */
export const CELL_SKELETON_CLASS = 'ConsoleCell-skeleton'
/** The row's menu button (MUI's small IconButton). */
export const ROW_MENU_BUTTON_CLASS = 'ConsoleRowActions-button'
/** A row's selection checkbox (MUI's Checkbox). */
export const ROW_CHECKBOX_CLASS = 'ConsoleRowCheckbox'

/** A column's name in the header row: small capitals, secondary text. */
export const headerTitleStyle = {
  color: 'text.secondary',
  fontWeight: 500,
  fontVariantCaps: 'all-small-caps',
  fontSize: '0.875rem',
  letterSpacing: '0.04em',
} as const

/** The styles of the classes above, for the table's root. */
export function cellStyles(theme: Theme) {
  const { palette } = theme
  const colors = BADGE_COLORS[palette.mode]
  return {
    [`& .${CELL_CLASS}`]: {
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    [`& .${CELL_LINK_CLASS}`]: {
      color: palette.primary.main,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    [`& .${CELL_CAPTION_CLASS}`]: {
      ...theme.typography.caption,
      color: palette.text.secondary,
    },
    [`& .${CELL_SKELETON_CLASS}`]: {
      display: 'block',
      height: '1.2em',
      borderRadius: '4px',
      backgroundColor: palette.action.hover,
      '@keyframes console-skeleton-pulse': { '50%': { opacity: 0.4 } },
      animation: 'console-skeleton-pulse 2s ease-in-out 0.5s infinite',
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    [`& .${BADGE_CLASS}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '4px',
      height: 22,
      padding: '0 8px',
      borderRadius: 16,
      fontSize: '0.68rem',
      fontWeight: 500,
      lineHeight: 1,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      whiteSpace: 'nowrap',
      ...Object.fromEntries(
        Object.entries(colors).map(([name, { fg, bg }]) => [
          `&[data-color="${name}"]`,
          { color: fg, backgroundColor: bg },
        ]),
      ),
    },
    [`& .${ROW_MENU_BUTTON_CLASS}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 30,
      height: 30,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: palette.action.active,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    [`& .${ROW_CHECKBOX_CLASS}`]: {
      display: 'inline-flex',
      padding: '9px',
      borderRadius: '50%',
      '&:hover': { backgroundColor: palette.action.hover },
      '& input': {
        appearance: 'none',
        margin: 0,
        width: 18,
        height: 18,
        borderRadius: '2px',
        border: `2px solid ${palette.text.secondary}`,
        display: 'grid',
        placeContent: 'center',
        cursor: 'pointer',
        '&:checked': {
          backgroundColor: palette.primary.main,
          borderColor: palette.primary.main,
        },
        // the check mark, in the colour text takes on the primary colour
        '&:checked::before': {
          content: '""',
          width: 10,
          height: 10,
          backgroundColor: palette.primary.contrastText,
          clipPath: 'polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%)',
        },
        '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
        '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
      },
    },
  }
}
