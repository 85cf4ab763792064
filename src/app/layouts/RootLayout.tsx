import Box from '@mui/material/Box'
import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom'
import { Announcer, ConfirmActionModal, Toaster } from '~/components'
import { MOCK_API } from '../config'
import { titleFromCrumbs, useCrumbs } from '../crumbs'
import { registerNavigate } from '../navigation'
import { LoadingBar } from './LoadingBar'
import { SkipLink } from './SkipLink'
import { TechPreviewBanner } from './TechPreviewBanner'

function DocumentTitle() {
  const title = titleFromCrumbs(useCrumbs())
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}

export function RootLayout() {
  const navigate = useNavigate()
  useEffect(() => {
    registerNavigate((to, opts) => void navigate(to, opts))
    return () => registerNavigate(undefined)
  }, [navigate])

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <LoadingBar />
      <DocumentTitle />
      {MOCK_API && <TechPreviewBanner />}
      <Outlet />
      <ScrollRestoration />
      {/* Inside the router: toasts and dialogs render router links */}
      <Toaster />
      <ConfirmActionModal />
      <Announcer />
    </Box>
  )
}
