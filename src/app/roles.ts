import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/api/endpoints/currentUser'
import { useSystemPolicyViewQuery } from '~/api/endpoints/policy'
import { usePolicyViewQuery } from '~/api/endpoints/silos'
import { useSiloViewQuery } from '~/api/endpoints/systemSilos'
import type { FleetRole } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { useIsFleetViewer } from './session'

type Assignment = { identityId: string; identityType: string; roleName: string }

const RANK: Record<string, number> = { viewer: 1, collaborator: 2, admin: 3 }

/** The roles an assignment list gives the user, directly or through one of their groups. */
const rolesFor = (
  assignments: readonly Assignment[] | undefined,
  userId: string | undefined,
  groupIds: ReadonlySet<string>,
) =>
  (assignments ?? [])
    .filter((a) =>
      a.identityType === 'silo_user' ? a.identityId === userId : groupIds.has(a.identityId),
    )
    .map((a) => a.roleName)

const best = (roles: readonly string[]) =>
  roles.reduce<string | undefined>(
    (b, r) => ((RANK[r] ?? 0) > (RANK[b ?? ''] ?? 0) ? r : b),
    undefined,
  )

/**
 * The signed-in user's fleet role as the API works it out (spec §1): a role on the fleet policy,
 * given to them or a group of theirs, or one their silo role maps to (the silo's
 * `mapped_fleet_roles`). Controls that change the fleet are disabled with a reason for a fleet
 * viewer who is not an admin; until the answers arrive the user counts as no admin.
 */
export function useFleetRole(): { isFleetAdmin: boolean; isFleetViewer: boolean } {
  const isFleetViewer = useIsFleetViewer()
  const skip = { skip: !isFleetViewer }
  const { data: me } = useCurrentUserViewQuery()
  const { data: groups } = useCurrentUserGroupsQuery({ query: { limit: ALL_PAGES_LIMIT } }, skip)
  const { data: fleetPolicy } = useSystemPolicyViewQuery(undefined, skip)
  const { data: siloPolicy } = usePolicyViewQuery(undefined, skip)
  const { data: silo } = useSiloViewQuery(
    { path: { silo: me?.siloId ?? '' } },
    {
      skip: !isFleetViewer || !me,
    },
  )
  const groupIds = new Set(groups?.items.map((g) => g.id) ?? [])
  const siloRole = best(rolesFor(siloPolicy?.roleAssignments, me?.id, groupIds))
  const mapped: readonly FleetRole[] = siloRole ? (silo?.mappedFleetRoles[siloRole] ?? []) : []
  const fleetRole = best([...rolesFor(fleetPolicy?.roleAssignments, me?.id, groupIds), ...mapped])
  return { isFleetAdmin: isFleetViewer && fleetRole === 'admin', isFleetViewer }
}

/** Why a fleet viewer who is not an admin cannot use a control that changes the fleet. */
export const FLEET_ADMIN_ONLY = 'Only a fleet admin can change this'
