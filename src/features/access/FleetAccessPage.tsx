import { AccessPage } from './AccessPage'
import { fleetPolicyView } from './policyViews'

const LEVEL = { kind: 'fleet' } as const
const SCOPE = { kind: 'fleet', name: '' } as const

/**
 * system/access: the fleet roles (the system policy) of this silo's users and groups, changed
 * with the same form as the silo's and a project's roles; only a fleet admin may change them.
 */
export function FleetAccessPage() {
  const policy = fleetPolicyView.useView()
  return <AccessPage level={LEVEL} scope={SCOPE} policies={{ policy }} />
}
