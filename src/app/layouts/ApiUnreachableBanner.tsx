import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useEffect, useSyncExternalStore } from 'react'
import { currentUserApi } from '~/api/endpoints/currentUser'
import { reachability, retryDelay } from '~/api/reachability'
import { useAppDispatch } from '../hooks'

/**
 * Issue 43 §2: one calm line for the whole console while the API does not answer, instead of an
 * error in every view. It asks again (the signed-in user: the smallest answer) after a wait that
 * doubles with each failure, when no poll has asked in the meantime, and goes once any answer
 * comes. The status region is always there, so screen readers hear it appear.
 */
export function ApiUnreachableBanner() {
  const failures = useSyncExternalStore(
    reachability.subscribe,
    reachability.failures,
    reachability.failures,
  )
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (failures === 0) return
    // any answer meanwhile (a poll's) changes `failures`, which plans this again
    const timer = setTimeout(() => {
      void dispatch(
        currentUserApi.endpoints.currentUserView.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      )
    }, retryDelay(failures))
    return () => clearTimeout(timer)
  }, [failures, dispatch])
  return (
    <Box role="status">
      {failures > 0 && (
        // the status region around it speaks for it: an alert's interruption is not wanted
        <Alert severity="warning" role="none" sx={{ borderRadius: 0, justifyContent: 'center' }}>
          Cannot reach the API — retrying
        </Alert>
      )}
    </Box>
  )
}
