import Box from '@mui/material/Box'
import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom'
import { Announcer, ConfirmActionHost, Toaster } from '~/components'
import { DocumentTitle } from '../documentTitle'
import { registerNavigate } from '../navigation'
import { useVersionRefusal, VersionRefusedPage } from '../versionRefusal'
import { ApiUnreachableBanner } from './ApiUnreachableBanner'
import { LoadingBar } from './LoadingBar'
import { useMarkRenderedLocation } from './renderedLocation'
import { SkipLink } from './SkipLink'
import { TechPreviewBanner } from './TechPreviewBanner'

export function RootLayout() {
  const navigate = useNavigate()
  useEffect(() => {
    registerNavigate((to, opts) => void navigate(to, opts))
    return () => registerNavigate(undefined)
  }, [navigate])
  useMarkRenderedLocation()
  const refusal = useVersionRefusal()

  return (
    <DocumentTitle>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        <LoadingBar />
        {process.env.MOCK_API === 'true' && <TechPreviewBanner />}
        <ApiUnreachableBanner />
        {refusal === null ? <Outlet /> : <VersionRefusedPage serverMessage={refusal} />}
        <ScrollRestoration />
        {/* Inside the router: toasts and dialogs render router links */}
        <Toaster />
        <ConfirmActionHost />
        <Announcer />
      </Box>
    </DocumentTitle>
  )
}
