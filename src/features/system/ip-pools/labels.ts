import type { IpPool } from '~/api/generated/types'
import { versionLabel } from './utilization'

// A pool's kind in words, on the list, its page and the silo's pools alike. A value a newer rack
// sends that the console does not know renders as itself.

const POOL_TYPES: Record<string, string> = { unicast: 'Unicast', multicast: 'Multicast' }
const ASSIGNMENTS: Record<string, string> = {
  silos: 'Silos',
  system_services: 'System services',
}

export const poolTypeLabel = (t: IpPool['poolType']) => POOL_TYPES[t] ?? t
export const assignmentLabel = (a: IpPool['assignment']) => ASSIGNMENTS[a] ?? a

/** 'IPv4 unicast': what a silo's default is one of (one default per version and type). */
export const poolKind = (p: Pick<IpPool, 'ipVersion' | 'poolType'>) =>
  `${versionLabel(p.ipVersion)} ${poolTypeLabel(p.poolType).toLowerCase()}`

/** Only pools assigned to silos can be linked to one; the others serve the rack itself. */
export const isForSilos = (p: Pick<IpPool, 'assignment'>) => p.assignment === 'silos'
