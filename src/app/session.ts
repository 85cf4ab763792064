import { currentUserApi, useCurrentUserViewQuery } from '~/api/endpoints/currentUser'
import { policyApi, useSystemPolicyViewQuery } from '~/api/endpoints/policy'
import { notFoundError } from '~/api/errors'
import { isApiStatus, prefetch } from './prefetch'

/** Spec §1: a fleet viewer is a user for whom viewing the system policy succeeds. */
async function loadIsFleetViewer(): Promise<boolean> {
  try {
    await prefetch(policyApi.endpoints.systemPolicyView, undefined)
    return true
  } catch {
    return false
  }
}

/** The answers that say the user may not view the system policy: not a fleet viewer. */
const NOT_A_FLEET_VIEWER = [401, 403, 404]

/**
 * Spec §1: the System area exists only for fleet viewers; everyone else gets 'Page not found'
 * on every page of it (this runs before any of them shows). A failure that says nothing about
 * the user (a 500, no answer) is 'Something went wrong', not a claim that the page is not there.
 */
export async function fleetViewerLoader() {
  try {
    await prefetch(policyApi.endpoints.systemPolicyView, undefined)
  } catch (e) {
    if (NOT_A_FLEET_VIEWER.some((status) => isApiStatus(e, status))) {
      throw notFoundError()
    }
    throw e
  }
  return null
}

export function useIsFleetViewer(): boolean {
  const { isSuccess } = useSystemPolicyViewQuery()
  return isSuccess
}

/** Loader for the signed-in area: the user and the fleet-viewer check are ready before render. */
export async function authenticatedLoader() {
  try {
    await Promise.all([
      prefetch(currentUserApi.endpoints.currentUserView, undefined),
      loadIsFleetViewer(),
    ])
  } catch (e) {
    // The baseQuery already sent the user to /login on a 401; render nothing meanwhile.
    if (isApiStatus(e, 401)) return null
    throw e
  }
  return null
}

export const useCurrentUser = () => useCurrentUserViewQuery().data
