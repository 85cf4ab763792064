import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'

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
          label={text}
          size="small"
          variant="outlined"
          // a chip in a narrowed column wraps its words rather than losing its end
          sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      ))}
    </Box>
  )
}
