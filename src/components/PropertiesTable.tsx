import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

export type Property = { label: string; value: ReactNode }

/**
 * Label/value pairs as a description list in two columns. Each pair is wrapped in a div (valid
 * in a dl) with `display: contents`, so the grid lays out the dt and dd directly.
 */
export function PropertiesTable({
  properties,
  columns = 1,
}: {
  properties: Property[]
  /** 2: pairs side by side on wide screens, so a detail page's header stays short */
  columns?: 1 | 2
}) {
  const pair = 'minmax(8rem, max-content) 1fr'
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: pair, md: columns === 2 ? `${pair} ${pair}` : pair },
        m: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '& > div': { display: 'contents' },
        '& dt, & dd': { m: 0, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' },
        '& > div:last-of-type > *': { borderBottom: 0 },
        // the last row of pairs side by side has no line under it either
        ...(columns === 2 && {
          '@media (min-width: 900px)': { '& > div:nth-last-of-type(2) > *': { borderBottom: 0 } },
        }),
        '& dt': { color: 'text.secondary', fontWeight: 500 },
        '& dd': { minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {properties.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  )
}
