import Stack from '@mui/material/Stack'
import { useSideModalOpen, useStickyFooterShown } from '../side-modal/openSideModals'
import { ToastItem } from './ToastItem'
import { useToasts } from './toastStore'

/** Mounted once inside the router (toasts render router links); newest toast at the bottom. */
export function Toaster() {
  const toasts = useToasts()
  const sideModalOpen = useSideModalOpen()
  // above a page's sticky footer (its buttons are about 4.5rem tall with their padding)
  const bottom = useStickyFooterShown() ? 'calc(4.5rem + 16px)' : 16
  if (toasts.length === 0) return null
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        // never over an open side modal (32rem on the right, its buttons at the bottom): beside
        // it where there is room, at the top where it leaves too little
        ...(sideModalOpen
          ? {
              right: { xs: 16, md: 'calc(32rem + 16px)' },
              top: { xs: 16, md: 'auto' },
              bottom: { xs: 'auto', md: bottom },
              width: {
                xs: 'min(24rem, calc(100vw - 32px))',
                md: 'min(24rem, calc(100vw - 32rem - 32px))',
              },
            }
          : { right: 16, bottom, width: 'min(24rem, calc(100vw - 32px))' }),
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  )
}
