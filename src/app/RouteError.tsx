import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useContext } from 'react'
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router-dom'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/api/endpoints/currentUser'
import { usePolicyViewQuery } from '~/api/endpoints/silos'
import { isApiError } from '~/api/errors'
import { NoGroupsNotice, NotFound, SomethingWentWrong } from '~/components'
import { useErrorPageTitle } from './documentTitle'
import { PageCodeFailed } from './PageCodeFailed'
import { isPageCodeError } from './routes/pageCode'
import { isCurrentFor, LayoutFrameContext } from './layouts/layoutFrame'
import { MainRegion } from './layouts/MainRegion'
import { useMarkRenderedLocation } from './layouts/renderedLocation'
import { roleGate, useRoleAt } from './roles'
import type { NavEntry } from './routes/area'
import { pb } from './routes/paths'
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

type Gate = NonNullable<NavEntry['gate']>

const roleWords = (role: string) => role.replace('_', ' ')

/**
 * Spec §8's 403 message, then what the page needs and what the user holds: 'Action not
 * authorized: only a silo viewer or collaborator or admin can see the silo's utilization. You
 * have no role on the silo.' Undefined until the role is known.
 */
function useForbiddenMessage(gate: Gate): string | undefined {
  const known = useRoleAt(gate.level)
  const reason = roleGate(known, gate.level, gate.need, gate.action)
  if (!known.ready || !reason) return undefined
  const holds = known.role
    ? `Your role on the ${gate.level} is ${roleWords(known.role)}.`
    : `You have no role on the ${gate.level}.`
  return `Action not authorized: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}. ${holds}`
}

/** Where to go from a page the user may not see: where they came from, or their projects. */
function WayBack() {
  const navigate = useNavigate()
  // the first page of the session has nothing in the app to go back to
  const canGoBack = useLocation().key !== 'default'
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" component={Link} to={pb.projects()}>
        Go to projects
      </Button>
      {canGoBack && (
        <Button variant="outlined" color="inherit" onClick={() => void navigate(-1)}>
          Back
        </Button>
      )}
    </Stack>
  )
}

function GatedForbidden({ gate }: { gate: Gate }) {
  const message = useForbiddenMessage(gate)
  return (
    <SomethingWentWrong message={message}>
      <ForbiddenNotice />
      <WayBack />
    </SomethingWentWrong>
  )
}

/**
 * An error inside a sidebar frame: the frame stays (navigation, breadcrumbs, top bar). A 403 on a
 * page whose nav entry names the role it needs says which role that is and what the user holds.
 */
function ErrorInFrame({ status, gate }: { status: number | undefined; gate: Gate | undefined }) {
  const signOut = useSignOut()
  return (
    <Box sx={{ maxWidth: 640, pt: 2 }}>
      {status === 404 ? (
        <NotFound onSignOut={() => void signOut()} />
      ) : status === 403 && gate ? (
        <GatedForbidden gate={gate} />
      ) : (
        <SomethingWentWrong>
          {status === 403 && <ForbiddenNotice />}
          <WayBack />
        </SomethingWentWrong>
      )}
    </Box>
  )
}

function RouteErrorPage() {
  const error = useRouteError()
  const status = errorStatus(error)
  const signOut = useSignOut()
  const frame = useContext(LayoutFrameContext)
  const isCurrent = isCurrentFor(useLocation().pathname)
  // the root route's error page renders without RootLayout, which marks the others
  useMarkRenderedLocation()
  const codeFailed = isPageCodeError(error)
  useErrorPageTitle(
    status === 404
      ? 'Page not found'
      : codeFailed
        ? 'Page could not be loaded'
        : 'Something went wrong',
  )
  // the page's code did not download: said as such, with Retry (in the frame when there is one)
  if (codeFailed)
    return frame ? (
      <Box sx={{ maxWidth: 640, pt: 2 }}>
        <PageCodeFailed />
      </Box>
    ) : (
      <MainRegion centered>
        <PageCodeFailed />
      </MainRegion>
    )
  if (frame) {
    const gate = frame.nav.find((link) => link.gate && isCurrent(link.to))?.gate
    return <ErrorInFrame status={status} gate={gate} />
  }
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
