import Box from '@mui/material/Box'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/api/endpoints/currentUser'
import { usePolicyViewQuery } from '~/api/endpoints/silos'
import { isApiError } from '~/api/errors'
import { NoGroupsNotice, NotFound, SomethingWentWrong } from '~/components'
import { useErrorPageTitle } from './documentTitle'
import { MainRegion } from './layouts/MainRegion'
import { useMarkRenderedLocation } from './layouts/renderedLocation'
import { useSignOut } from './useSignOut'
import { useVersionRefusal, VersionRefusedPage } from './versionRefusal'

function errorStatus(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status
  if (isApiError(error)) return error.statusCode
  if (error instanceof Response) return error.status
  return undefined
}

/**
 * Spec §6: a 403 page tells users with no groups and no silo role that their identity provider is
 * probably misconfigured, since that is almost always why a fresh user sees 403 everywhere.
 */
function ForbiddenNotice() {
  const me = useCurrentUserViewQuery().data
  const groups = useCurrentUserGroupsQuery().data
  const policy = usePolicyViewQuery()
  if (!me || !groups || policy.isLoading) return null
  const groupIds = new Set(groups.items.map((g) => g.id))
  const hasRole = (policy.data?.roleAssignments ?? []).some(
    (a) => a.identityId === me.id || groupIds.has(a.identityId),
  )
  return groups.items.length === 0 && !hasRole ? <NoGroupsNotice /> : null
}

export function RouteError() {
  const refusal = useVersionRefusal()
  // the root's own error page stands in for RootLayout, which shows the refusal otherwise
  return refusal === null ? <RouteErrorPage /> : <VersionRefusedPage serverMessage={refusal} />
}

function RouteErrorPage() {
  const error = useRouteError()
  const status = errorStatus(error)
  const signOut = useSignOut()
  // the root route's error page renders without RootLayout, which marks the others
  useMarkRenderedLocation()
  useErrorPageTitle(status === 404 ? 'Page not found' : 'Something went wrong')
  return (
    <MainRegion centered>
      <Box sx={{ maxWidth: 560 }}>
        {status === 404 ? (
          <NotFound onSignOut={() => void signOut()} />
        ) : (
          <SomethingWentWrong>{status === 403 && <ForbiddenNotice />}</SomethingWentWrong>
        )}
      </Box>
    </MainRegion>
  )
}

export function NotFoundRoute() {
  const signOut = useSignOut()
  useErrorPageTitle('Page not found')
  return (
    <MainRegion centered>
      <NotFound onSignOut={() => void signOut()} />
    </MainRegion>
  )
}
