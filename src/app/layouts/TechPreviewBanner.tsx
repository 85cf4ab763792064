import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Modal } from '~/components'

/** Mock mode only (spec §1): makes it plain that nothing here reaches a real rack. */
export function TechPreviewBanner() {
  const [open, setOpen] = useState(false)
  return (
    <Box
      role="region"
      aria-label="Technical preview"
      sx={(theme) => ({
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        bgcolor: 'rgba(139, 161, 255, 0.12)',
        // the darker end of the accent on the light page, the lighter on the dark one: both read
        // at 4.5:1 on the tinted strip
        color: theme.palette.secondary[theme.palette.mode === 'light' ? 'dark' : 'light'],
        fontSize: 12,
      })}
    >
      <span>This is a technical preview.</span>
      <Button
        size="small"
        color="secondary"
        onClick={() => setOpen(true)}
        sx={{ py: 0, minWidth: 0 }}
      >
        Learn more
      </Button>
      <Modal
        title="Technical preview"
        isOpen={open}
        onDismiss={() => setOpen(false)}
        width="medium"
      >
        <Modal.Body>
          <Typography sx={{ mb: 2 }}>
            This console is running against a mocked API in your browser. No real hardware,
            instances or networks are touched.
          </Typography>
          <Typography>
            Everything you create or change is kept in memory only, so all data is lost when you
            refresh the page.
          </Typography>
        </Modal.Body>
        <Modal.Footer
          onDismiss={() => setOpen(false)}
          onAction={() => setOpen(false)}
          actionText="Got it"
        />
      </Modal>
    </Box>
  )
}
