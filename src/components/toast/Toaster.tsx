import Stack from '@mui/material/Stack'
import { ToastItem } from './ToastItem'
import { useToasts } from './toastStore'

/** Mounted once inside the router (toasts render router links); newest toast at the bottom. */
export function Toaster() {
  const toasts = useToasts()
  if (toasts.length === 0) return null
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(24rem, calc(100vw - 32px))',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  )
}
