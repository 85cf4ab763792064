import { useMemo } from 'react'
import { useMatch, type To } from 'react-router-dom'
import { useDiskListQuery } from '~/api/endpoints/disks'
import { useFloatingIpListQuery } from '~/api/endpoints/floatingIps'
import { useImageListQuery } from '~/api/endpoints/images'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import { useProjectListQuery } from '~/api/endpoints/projects'
import { useSnapshotListQuery } from '~/api/endpoints/snapshots'
import { useVpcListQuery } from '~/api/endpoints/vpcs'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { listHighlighting } from '~/components'
import { useKnownEntities } from '~/state/entities'
import { pb } from '../routes/paths'
import { jumpPages } from './jumpStore'

export type JumpOption = { group: string; label: string; to: To }

type Named = { name: string; projectId?: string | null }

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name)

/**
 * What jump-to offers: the current area's pages, every project, and the current project's
 * resources by name. Results come first from what the console already holds (every resource a
 * response carried, in the entity store), so they show at once; the lists asked for here land in
 * the same store and fill in the rest as they arrive.
 */
export function useJumpOptions(): { options: JumpOption[]; loading: boolean } {
  const { area, pages } = jumpPages.useValue()
  const project = useMatch('/projects/:project/*')?.params.project
  const p = project ?? ''
  const all = { query: { limit: ALL_PAGES_LIMIT, project: p } }
  const skip = { skip: !project }
  const queries = [
    useProjectListQuery({ query: { limit: ALL_PAGES_LIMIT } }),
    useInstanceListQuery(all, skip),
    useDiskListQuery(all, skip),
    useSnapshotListQuery(all, skip),
    useImageListQuery(all, skip),
    useVpcListQuery(all, skip),
    useFloatingIpListQuery(all, skip),
  ]
  const projects = useKnownEntities('projects')
  const instances = useKnownEntities('instances')
  const disks = useKnownEntities('disks')
  const snapshots = useKnownEntities('snapshots')
  const images = useKnownEntities('images')
  const vpcs = useKnownEntities('vpcs')
  const floatingIps = useKnownEntities('floatingIps')

  const options = useMemo(() => {
    const current = projects.find((item) => item.name === project)
    // one group per kind: the project's resources of that kind, each to where it is seen best
    const group = (kind: string, items: Named[], to: (name: string) => To): JumpOption[] =>
      current
        ? items
            .filter((i) => i.projectId === current.id)
            .sort(byName)
            .map((i) => ({ group: `${kind} in ${p}`, label: i.name, to: to(i.name) }))
        : []
    return [
      ...pages.map((page) => ({ group: `${area} pages`, label: page.label, to: page.to })),
      ...[...projects]
        .sort(byName)
        .map((item) => ({ group: 'Projects', label: item.name, to: pb.instances(item.name) })),
      ...group('Instances', instances, (name) => pb.instance(p, name)),
      ...group('Disks', disks, (name) => listHighlighting(pb.disks(p), name)),
      ...group('Snapshots', snapshots, (name) => listHighlighting(pb.snapshots(p), name)),
      ...group('Images', images, (name) => listHighlighting(pb.projectImages(p), name)),
      ...group('VPCs', vpcs, (name) => pb.vpc(p, name)),
      ...group('Floating IPs', floatingIps, (name) => listHighlighting(pb.floatingIps(p), name)),
    ]
  }, [area, pages, project, p, projects, instances, disks, snapshots, images, vpcs, floatingIps])

  return { options, loading: queries.some((q) => q.isFetching) }
}
