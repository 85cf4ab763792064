import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import type { RowAction } from '~/components'
import { pb } from '../routes/paths'
import { useIsFleetViewer } from '../session'

// 'Activity' on a resource's page: the audit log (System, fleet viewers) filtered to what was done
// to it. The log names a resource only by the request's path (its name, and its project for a
// project's resource), so the filter is a key built the same way from both sides:
// 'instance:atlas-ingest/ingest-worker-1', 'project:atlas-ingest', 'silo:prairie', and the same by
// id ('instance:5eed0401-…'), which is how the console itself addresses most of them.

/** The audit log's key of a resource: its kind, its project's name for a project's resource, its name. */
export const activityKey = (kind: string, name: string, project?: string) =>
  `${kind}:${project ? `${project}/` : ''}${name}`

/**
 * The keys of one resource, as the log's filter takes them (space-separated): by its id (the
 * console addresses most resources by id) and by its name (the CLI and scripts by name).
 */
export const activityKeys = (
  kind: string,
  resource: { id: string; name: string },
  project?: string,
) => [activityKey(kind, resource.id), activityKey(kind, resource.name, project)].join(' ')

export const ACTIVITY_FOR_FLEET_VIEWERS = 'The audit log is for fleet viewers'

/**
 * The Activity menu item of a resource's page or row (`keys`: activityKeys), disabled with the
 * reason for a user who is not a fleet viewer.
 */
export function useActivityAction(): (keys: string) => RowAction {
  const navigate = useNavigate()
  const fleetViewer = useIsFleetViewer()
  return useCallback(
    (keys: string) => ({
      label: 'Activity',
      reads: true,
      disabledReason: fleetViewer ? undefined : ACTIVITY_FOR_FLEET_VIEWERS,
      onActivate: () => void navigate(pb.auditLog(keys)),
    }),
    [navigate, fleetViewer],
  )
}
