import Box from '@mui/material/Box'
import { setVersionRefusedHandler } from '~/api/apiVersion'
import { API_VERSION } from '~/api/generated/version'
import { createStore, VersionNotSupported } from '~/components'
import { useErrorPageTitle } from './documentTitle'
import { MainRegion } from './layouts/MainRegion'

// A rack that refuses the console's API version refuses every request, so the first refusal
// replaces the whole app with one plain page (RootLayout, and the root's own error page), instead
// of every screen failing in its own way. A page load asks again.
const refusal = createStore<string | null>(null)

/** Called once at start-up (store.ts): a refusal seen by any request is kept here. */
export const listenForVersionRefusal = () =>
  setVersionRefusedHandler((message) => refusal.set(message))

/** The rack's words when it has refused the version, else null. */
export const useVersionRefusal = refusal.useValue

export function VersionRefusedPage({ serverMessage }: { serverMessage: string }) {
  useErrorPageTitle('API version not supported')
  return (
    <MainRegion centered>
      <Box>
        <VersionNotSupported
          consoleVersion={API_VERSION}
          serverMessage={serverMessage}
          onRetry={() => window.location.reload()}
        />
      </Box>
    </MainRegion>
  )
}
