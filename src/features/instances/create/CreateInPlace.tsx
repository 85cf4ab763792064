import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState, type ReactNode } from 'react'

/**
 * A button that opens another resource's form in a side modal without leaving the half-filled
 * instance form (an SSH key, a floating IP). The modal's form is outside this one in the page but
 * inside it in React, where its submit would bubble up and send the instance: it stops here.
 */
export function CreateInPlace({
  label,
  form,
}: {
  label: string
  /** the side-modal form, given how it closes */
  form: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <div>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {label}
        </Button>
      </div>
      {open && (
        <Box sx={{ display: 'contents' }} onSubmit={(e) => e.stopPropagation()}>
          {form(() => setOpen(false))}
        </Box>
      )}
    </>
  )
}
