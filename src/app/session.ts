import { currentUserApi, useCurrentUserViewQuery } from '~/api/endpoints/currentUser'
import { policyApi } from '~/api/endpoints/policy'
import { notFoundError } from '~/api/errors'
import { isRefusal, useQueryKeepingRefusal } from '~/api/keptRefusal'
import { isApiStatus, prefetch } from './prefetch'
import { store } from './store'

const systemPolicy = policyApi.endpoints.systemPolicyView

/**
 * The system policy, from the cache when it was refused before: a refusal is kept for the
 * session (policy.ts), so a non-fleet-viewer's every System link does not ask for it again.
 */
function loadSystemPolicy() {
  const { error } = systemPolicy.select()(store.getState())
  return isRefusal(error) ? Promise.reject(error) : prefetch(systemPolicy, undefined)
}

/** Spec §1: a fleet viewer is a user for whom viewing the system policy succeeds. */
async function loadIsFleetViewer(): Promise<boolean> {
  try {
    await loadSystemPolicy()
    return true
  } catch {
    return false
  }
}

/**
 * Spec §1: the System area exists only for fleet viewers; everyone else gets 'Page not found'
 * on every page of it (this runs before any of them shows). A failure that says nothing about
 * the user (a 500, no answer) is 'Something went wrong', not a claim that the page is not there.
 */
export async function fleetViewerLoader() {
  try {
    await loadSystemPolicy()
  } catch (e) {
    if (isRefusal(e)) throw notFoundError()
    throw e
  }
  return null
}

/** Whether the user is a fleet viewer; a refusal is kept for the session (policy.ts). */
export function useIsFleetViewer(): boolean {
  return useQueryKeepingRefusal(systemPolicy, undefined).isSuccess
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
