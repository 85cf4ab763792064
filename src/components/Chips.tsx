import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { Fragment } from 'react'

/** Chips a cell shows before the rest is counted: a rule may hold 256 ports, 256 hosts and more. */
export const CHIPS_SHOWN = 6

const nowrap = { whiteSpace: 'nowrap' } as const
const chipSx = { height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }

/**
 * A chip's text broken only between its words: 'TCP 9100-9102' may go onto two lines as 'TCP' and
 * '9100-9102', never as '9100-' and '9102' (a browser breaks after a hyphen).
 */
function Words({ text }: { text: string }) {
  const words = text.split(' ')
  return (
    <>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span style={nowrap}>{word}</span>
        </Fragment>
      ))}
    </>
  )
}

/**
 * Short readable values side by side in a table cell ('TCP 80, 443', 'VPC default'); they wrap
 * in a table whose rows grow (DataTable rowHeight 'auto'). Past CHIPS_SHOWN a last chip counts
 * the rest ('+250 more'): hundreds of chips made a table of three rules take seconds to show,
 * and a row several screens high. The whole list is the cell's title, and the resource's own
 * page or form lists it.
 */
export function Chips({ items }: { items: readonly string[] }) {
  const shown = items.length > CHIPS_SHOWN + 1 ? items.slice(0, CHIPS_SHOWN) : items
  const more = items.length - shown.length
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}
      title={items.join(', ')}
    >
      {shown.map((text, i) => (
        <Chip
          key={`${i}-${text}`}
          label={<Words text={text} />}
          size="small"
          variant="outlined"
          // a chip in a narrowed column wraps between its words rather than losing its end
          sx={chipSx}
        />
      ))}
      {more > 0 && <Chip label={`+${more} more`} size="small" sx={chipSx} />}
    </Box>
  )
}
