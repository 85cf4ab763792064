import DialogContent from '@mui/material/DialogContent'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export function ModalBody({ children }: { children: ReactNode }) {
  return (
    <DialogContent>
      {typeof children === 'string' ? <Typography>{children}</Typography> : children}
    </DialogContent>
  )
}
