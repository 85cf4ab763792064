import { currentUserApi, useCurrentUserViewQuery } from '~/api/endpoints/currentUser'
import { policyApi, useSystemPolicyViewQuery } from '~/api/endpoints/policy'
import { isApiStatus, prefetch } from './prefetch'

/** Spec §1: a fleet viewer is a user for whom viewing the system policy succeeds. */
export async function loadIsFleetViewer(): Promise<boolean> {
  try {
    await prefetch(policyApi.endpoints.systemPolicyView, undefined)
    return true
  } catch {
    return false
  }
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
