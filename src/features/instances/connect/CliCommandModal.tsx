import TerminalIcon from '@mui/icons-material/Terminal'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { CopyButton, Modal } from '~/components'
import { serialConsoleCommand } from './serialConsole'

/** Spec §2: the 'CLI command' modal, with the command that opens this instance's console. */
function CliCommandModal({
  project,
  instance,
  isOpen,
  onDismiss,
}: {
  project: string
  instance: string
  isOpen: boolean
  onDismiss: () => void
}) {
  const command = serialConsoleCommand(project, instance)
  return (
    <Modal title="CLI command" isOpen={isOpen} onDismiss={onDismiss}>
      <Modal.Body>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Open this instance’s serial console from a terminal with the Oxide CLI:
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: '0.85rem',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          <code>{command}</code>
        </Box>
      </Modal.Body>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <CopyButton text={command} label="Copy command" />
      </DialogActions>
    </Modal>
  )
}

/** A 'CLI command' button that opens the modal. */
export function CliCommandButton({ project, instance }: { project: string; instance: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<TerminalIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      >
        CLI command
      </Button>
      <CliCommandModal
        project={project}
        instance={instance}
        isOpen={open}
        onDismiss={() => setOpen(false)}
      />
    </>
  )
}
