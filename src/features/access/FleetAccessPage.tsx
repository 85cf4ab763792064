import { policyApi } from '~/api/endpoints/policy'
import { prefetch } from '~/app/prefetch'
import { preloadDataTable } from '~/components'
import { AccessPage } from './AccessPage'

/** The system policy before the page renders, and the grid chunk alongside it. */
export const fleetAccessLoader = async () => {
  preloadDataTable()
  await prefetch(policyApi.endpoints.systemPolicyView, undefined)
  return null
}

const LEVEL = { kind: 'fleet' } as const
const SCOPE = { kind: 'fleet', name: '' } as const

/**
 * system/access: the fleet roles (the system policy) of this silo's users and groups, changed
 * with the same form as the silo's and a project's roles; only a fleet admin may change them.
 */
export function FleetAccessPage() {
  return <AccessPage level={LEVEL} scope={SCOPE} />
}
