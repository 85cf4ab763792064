import { skipToken } from '@reduxjs/toolkit/query'
import { useSelector } from 'react-redux'
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

const selectSystemPolicy = policyApi.endpoints.systemPolicyView.select()

/**
 * Whether the user is a fleet viewer. Once the API has refused the system policy (most users are
 * not fleet viewers) this stops subscribing to it: RTK Query asks again for a failed query each
 * time a component subscribes, and the top bar, jump-to and every form that shows fleet details
 * would each ask for the same 403. The refusal is kept for the session (policy.ts).
 */
export function useIsFleetViewer(): boolean {
  const refused = useSelector((state: Parameters<typeof selectSystemPolicy>[0]) => {
    const { error } = selectSystemPolicy(state)
    return NOT_A_FLEET_VIEWER.some((status) => isApiStatus(error, status))
  })
  const { isSuccess } = useSystemPolicyViewQuery(refused ? skipToken : undefined)
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
