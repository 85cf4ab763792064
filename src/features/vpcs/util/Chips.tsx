import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { Fragment } from 'react'

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
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {word}
          </Box>
        </Fragment>
      ))}
    </>
  )
}

/**
 * Short readable values side by side in a table cell ('TCP 80, 443', 'VPC default'); they wrap
 * in a table whose rows grow (DataTable rowHeight 'auto').
 */
export function Chips({ items }: { items: readonly string[] }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}
      title={items.join(', ')}
    >
      {items.map((text, i) => (
        <Chip
          key={`${i}-${text}`}
          label={<Words text={text} />}
          size="small"
          variant="outlined"
          // a chip in a narrowed column wraps between its words rather than losing its end
          sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      ))}
    </Box>
  )
}
