import CloseIcon from '@mui/icons-material/Close'
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '../visuallyHidden'

type Props = {
  /** names the list ('Targets') */
  label: string
  items: readonly string[]
  onRemove: (index: number) => void
  /** what an empty list means, e.g. 'No targets yet' */
  emptyText: string
  /** why an item would be refused (a port over 65535), to mark it; undefined for a good one */
  itemError?: (text: string) => string | undefined
}

/** The items of a form's list, each with a button that removes it. */
export function ItemList({ label, items, onRemove, emptyText, itemError }: Props) {
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
      {items.map((text, i) => {
        const error = itemError?.(text)
        return (
          <Box
            component="li"
            key={`${i}-${text}`}
            data-invalid={error ? true : undefined}
            title={error}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              pl: 1.25,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              color: error ? 'error.main' : undefined,
              borderRadius: 4,
              fontSize: '0.875rem',
              // a value never breaks in the middle ('9100-9102' stays whole)
              whiteSpace: 'nowrap',
            }}
          >
            {error && <ErrorIcon aria-hidden sx={{ fontSize: 16, mr: 0.5 }} />}
            {text}
            {error && <Box sx={visuallyHidden}>: {error}</Box>}
            <IconButton size="small" aria-label={`Remove ${text}`} onClick={() => onRemove(i)}>
              <CloseIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
        )
      })}
    </Box>
  )
}
