import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'

type Props = {
  /** names the list ('Targets') */
  label: string
  items: readonly string[]
  onRemove: (index: number) => void
  /** what an empty list means, e.g. 'No targets yet' */
  emptyText: string
}

/** The items of a form's list, each with a button that removes it. */
export function ItemList({ label, items, onRemove, emptyText }: Props) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    )
  }
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {items.map((text, i) => (
        <Box
          component="li"
          key={`${i}-${text}`}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.25,
            pl: 1.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
            fontSize: '0.875rem',
          }}
        >
          {text}
          <IconButton size="small" aria-label={`Remove ${text}`} onClick={() => onRemove(i)}>
            <CloseIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Box>
      ))}
    </Box>
  )
}
