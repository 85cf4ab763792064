import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { useVisibleError } from './useVisibleError'
import { ItemList } from './ItemList'

type Props = {
  /** the fieldset's legend ('Targets') */
  legend: string
  description?: ReactNode
  /** the formik path of the list, whose own error ('Items must be unique') shows under it */
  listName: string
  /** the fields of the item being written */
  children: ReactNode
  addLabel: string
  onAdd: () => void
  items: readonly string[]
  onRemove: (index: number) => void
  emptyText: string
  /** why an item would be refused, to mark it in the list */
  itemError?: (text: string) => string | undefined
  /** 'subsection': one of several under a heading of the form (the filters) */
  level?: 'section' | 'subsection'
}

/**
 * A list of a form (targets, host filters, protocols, ports): the fields for the next item with
 * its Add button, then the items so far. Enter in one of the item's fields adds it rather than
 * submitting the whole form.
 */
export function DraftSection(props: Props) {
  const { legend, description, listName, children, addLabel, onAdd, level = 'section' } = props
  const error = useVisibleError(listName)
  const errorId = useId()
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
          e.preventDefault()
          onAdd()
        }
      }}
    >
      <Typography
        component="legend"
        variant={level === 'section' ? 'h3' : 'subtitle2'}
        // a legend's own padding would set it off from the fields under it
        sx={{ mb: 0.5, p: 0 }}
      >
        {legend}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {description}
        </Typography>
      )}
      {children}
      <div>
        <Button variant="outlined" size="small" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      <ItemList
        label={legend}
        items={props.items}
        onRemove={props.onRemove}
        emptyText={props.emptyText}
        itemError={props.itemError}
      />
      {error && (
        <FormHelperText error id={errorId} data-list-error>
          {error}
        </FormHelperText>
      )}
    </Box>
  )
}
