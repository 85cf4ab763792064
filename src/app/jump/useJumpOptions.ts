import { useMemo } from 'react'
import { useMatch, type To } from 'react-router-dom'
import { useDiskListQuery } from '~/api/endpoints/disks'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import { useProjectListQuery } from '~/api/endpoints/projects'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { listHighlighting } from '~/components'
import { useKnownEntities } from '~/state/entities'
import { pb } from '../routes/paths'
import { jumpPages } from './jumpStore'

export type JumpOption = { group: string; label: string; to: To }

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
  const all = { limit: ALL_PAGES_LIMIT }
  const skip = { skip: !project }
  const projectsQuery = useProjectListQuery({ query: all })
  const instancesQuery = useInstanceListQuery({ query: { ...all, project: project ?? '' } }, skip)
  const disksQuery = useDiskListQuery({ query: { ...all, project: project ?? '' } }, skip)
  const projects = useKnownEntities('projects')
  const instances = useKnownEntities('instances')
  const disks = useKnownEntities('disks')

  const options = useMemo(() => {
    const current = projects.find((p) => p.name === project)
    const inProject = <T extends { projectId: string; name: string }>(items: T[]) =>
      current ? items.filter((i) => i.projectId === current.id).sort(byName) : []
    const p = project ?? ''
    return [
      ...pages.map((page) => ({ group: `${area} pages`, label: page.label, to: page.to })),
      ...[...projects]
        .sort(byName)
        .map((item) => ({ group: 'Projects', label: item.name, to: pb.instances(item.name) })),
      ...inProject(instances).map((item) => ({
        group: `Instances in ${p}`,
        label: item.name,
        to: pb.instance(p, item.name),
      })),
      ...inProject(disks).map((item) => ({
        group: `Disks in ${p}`,
        label: item.name,
        to: listHighlighting(pb.disks(p), item.name),
      })),
    ]
  }, [area, pages, project, projects, instances, disks])

  const loading = [projectsQuery, instancesQuery, disksQuery].some((q) => q.isFetching)
  return { options, loading }
}
