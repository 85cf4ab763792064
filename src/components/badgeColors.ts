import type { BadgeColor } from '~/state/machines/words'

// Apart from StateBadge: a table's styles paint its badges with these (cellStyles), and the grid's
// chunk, on the first page, is not to bring the Chip that StateBadge draws outside tables.

// Spec §4 colour names → colours per scheme. Text on each keeps at least 4.5:1 contrast on the
// chip over the page or a table row.
export const BADGE_COLORS: Record<
  'dark' | 'light',
  Record<BadgeColor, { fg: string; bg: string }>
> = {
  dark: {
    default: { fg: '#48d597', bg: 'rgba(72, 213, 151, 0.14)' },
    neutral: { fg: '#c4c6c7', bg: 'rgba(161, 164, 165, 0.16)' },
    destructive: { fg: '#fb6e88', bg: 'rgba(251, 110, 136, 0.14)' },
    blue: { fg: '#8ba1ff', bg: 'rgba(139, 161, 255, 0.16)' },
    purple: { fg: '#c8a6ff', bg: 'rgba(190, 149, 255, 0.16)' },
    notice: { fg: '#f5b944', bg: 'rgba(245, 185, 68, 0.14)' },
  },
  light: {
    default: { fg: '#0a5c3b', bg: 'rgba(11, 110, 71, 0.10)' },
    neutral: { fg: '#3d4447', bg: 'rgba(80, 88, 91, 0.10)' },
    destructive: { fg: '#a3122f', bg: 'rgba(184, 22, 58, 0.08)' },
    blue: { fg: '#2b3c9e', bg: 'rgba(51, 71, 184, 0.09)' },
    purple: { fg: '#6227a8', bg: 'rgba(98, 39, 168, 0.08)' },
    notice: { fg: '#7a4700', bg: 'rgba(138, 83, 0, 0.10)' },
  },
}

/** The class of a badge in a table; its colour comes from `data-color`. */
export const BADGE_CLASS = 'ConsoleBadge'
