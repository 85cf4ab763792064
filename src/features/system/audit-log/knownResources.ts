import { useMemo } from 'react'
import type { AuditLogEntry } from '~/api/generated/types'
import { useKnownNames, type EntityKind } from '~/state/entities'
import { idsNamedIn, type KnownResources } from './entries'

// The API's collections whose resources the console keeps by id (src/state/entities), by the
// segment of their path.
const KIND_OF: Partial<Record<string, EntityKind>> = {
  projects: 'projects',
  instances: 'instances',
  disks: 'disks',
  snapshots: 'snapshots',
  images: 'images',
  vpcs: 'vpcs',
  'floating-ips': 'floatingIps',
  silos: 'silos',
}

/**
 * The names the console holds for the resources `entries` name by id (what it has shown this
 * session: an instance stopped from its page, say), so the log reads 'instance web-1 (shop)'
 * rather than its id. What it does not hold stays an id, with its page found by it.
 */
export function useKnownResources(entries: readonly AuditLogEntry[] | undefined): KnownResources {
  const refs = useMemo(
    () =>
      (entries ? idsNamedIn(entries) : []).flatMap(({ collection, id }) => {
        const kind = KIND_OF[collection]
        return kind ? [{ kind, id }] : []
      }),
    [entries],
  )
  return useKnownNames(refs)
}
