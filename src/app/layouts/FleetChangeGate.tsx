import type { ReactNode } from 'react'
import { ChangeGateContext } from '~/components'
import { useFleetChangeGate } from '../roles'

/**
 * The System area's frame: its lists, forms and pages offer a fleet viewer who is not a fleet
 * admin what would change the fleet disabled, with the reason ('Only a fleet admin can create
 * silos'), rather than letting the API refuse it.
 */
export function FleetChangeGate({ children }: { children: ReactNode }) {
  return (
    <ChangeGateContext.Provider value={useFleetChangeGate()}>{children}</ChangeGateContext.Provider>
  )
}
