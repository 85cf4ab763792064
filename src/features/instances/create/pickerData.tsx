import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { useAntiAffinityGroupListQuery } from '~/api/endpoints/affinity'
import { useDiskListQuery } from '~/api/endpoints/disks'
import { useFloatingIpListQuery } from '~/api/endpoints/floatingIps'
import { useImageListQuery } from '~/api/endpoints/images'
import { useIpPoolListQuery } from '~/api/endpoints/ipPools'
import { useSnapshotListQuery } from '~/api/endpoints/snapshots'
import { useVpcListQuery, useVpcSubnetListQuery } from '~/api/endpoints/vpcs'
import type {
  AntiAffinityGroup,
  Disk,
  FloatingIp,
  Image,
  SiloIpPool,
  Snapshot,
  Vpc,
  VpcSubnet,
} from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { QueryError, Spinner } from '~/components'
import { useLiveRows } from '~/state/entities'
import { diskCan, snapshotCan } from '~/state/machines'

// What the pickers offer. Each hook is a plain list query (one large page), so the sections that
// share one (boot disk and additional disks) share the request through the cache.

export type PickerList<T> = {
  items: T[] | undefined
  error: unknown
  loading: boolean
  /** asks the API again (Retry after an error) */
  refetch: () => unknown
}

const listOf = <T,>(
  items: T[] | undefined,
  q: { error?: unknown; isLoading: boolean; refetch: () => unknown },
): PickerList<T> => ({ items, error: q.error, loading: q.isLoading, refetch: q.refetch })

const ALL = { limit: ALL_PAGES_LIMIT }

export function useImages(project: string) {
  const projectQuery = useImageListQuery({ query: { ...ALL, project } })
  const siloQuery = useImageListQuery({ query: ALL })
  return {
    project: listOf(projectQuery.data?.items, projectQuery),
    silo: listOf(siloQuery.data?.items, siloQuery),
  }
}

/** The project's ready snapshots: only a ready one can be a disk's source (spec §4 states). */
export function useReadySnapshots(project: string): PickerList<Snapshot> {
  const q = useSnapshotListQuery({ query: { ...ALL, project } })
  const rows = useLiveRows('snapshots', q.data?.items)
  const items = useMemo(() => rows?.filter((s) => snapshotCan('createDisk', s)), [rows])
  return listOf(items, q)
}

/** Images of both lists and ready snapshots by id, for the boot disk's size rule. */
export function useSourceSizes(project: string): (id: string) => number | undefined {
  const { project: mine, silo } = useImages(project)
  const snapshots = useReadySnapshots(project)
  return useMemo(() => {
    const sizes = new Map<string, number>()
    for (const source of [...(mine.items ?? []), ...(silo.items ?? []), ...(snapshots.items ?? [])])
      sizes.set(source.id, source.size)
    return (id: string) => sizes.get(id)
  }, [mine.items, silo.items, snapshots.items])
}

/** The project's anti-affinity groups, which a new instance may join. */
export function useAntiAffinityGroups(project: string): PickerList<AntiAffinityGroup> {
  const q = useAntiAffinityGroupListQuery({ query: { ...ALL, project } })
  return listOf(q.data?.items, q)
}

/** Disks of the project the new instance may attach (spec §4: creating or detached). */
export function useAttachableDisks(project: string): PickerList<Disk> {
  const q = useDiskListQuery({ query: { ...ALL, project } })
  const rows = useLiveRows('disks', q.data?.items)
  const items = useMemo(() => rows?.filter((d) => diskCan('attach', d)), [rows])
  return listOf(items, q)
}

export function useUnattachedFloatingIps(project: string): PickerList<FloatingIp> {
  const q = useFloatingIpListQuery({ query: { ...ALL, project } })
  const rows = useLiveRows('floatingIps', q.data?.items)
  const items = useMemo(() => rows?.filter((ip) => !ip.instanceId), [rows])
  return listOf(items, q)
}

/** The silo's pools, the ones an ephemeral IP may come from. */
export function usePools(): PickerList<SiloIpPool> {
  const q = useIpPoolListQuery({ query: ALL })
  return listOf(q.data?.items, q)
}

export function useVpcs(project: string): PickerList<Vpc> {
  const q = useVpcListQuery({ query: { ...ALL, project } })
  return listOf(q.data?.items, q)
}

export function useSubnets(project: string, vpc: string): PickerList<VpcSubnet> {
  const q = useVpcSubnetListQuery({ query: { ...ALL, project, vpc } }, { skip: !vpc })
  return listOf(q.data?.items, q)
}

export const imageLabel = (image: Image) => `${image.name} (${image.os} ${image.version})`

/**
 * The loading, error or empty state of a picker's list, or null once there is something to pick.
 * `what` names the list in the messages, e.g. 'images'.
 */
export function PickerStatus({
  list,
  what,
  empty,
}: {
  list: PickerList<unknown>
  what: string
  empty: string
}) {
  if (list.loading) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Spinner />
        <Typography variant="body2">Loading {what}…</Typography>
      </Stack>
    )
  }
  if (list.error !== undefined && !list.items) {
    return <QueryError what={`the ${what}`} error={list.error} onRetry={list.refetch} />
  }
  if (list.items?.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    )
  }
  return null
}
