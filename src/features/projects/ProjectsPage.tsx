import FolderIcon from '@mui/icons-material/FolderOutlined'
import { useCallback, useMemo } from 'react'
import { Outlet } from 'react-router-dom'
import {
  projectsApi,
  useProjectDeleteMutation,
  useProjectListQuery,
} from '~/api/endpoints/projects'
import type { Project } from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { isApiStatus } from '~/app/prefetch'
import { defineList } from '~/app/routes/define'
import { useSiloChangeGate } from '~/app/roles'
import { activityKeys, useActivityAction } from '~/app/audit/activity'
import { pb } from '~/app/routes/paths'
import { ResourceListPage } from '~/components'
import { deferred } from '~/components/deferred'
import { useProjectDeleteReason } from './useProjectDeleteReason'

// Only a user without a role on the silo sees it: its own chunk (its name field brings
// TextField), loaded by the loader that finds the 403, so it renders at once.
const loadWithoutSiloRole = () =>
  import(/* webpackChunkName: "projects-without-role" */ './ProjectsWithoutSiloRole')
const ProjectsWithoutSiloRole = deferred(() =>
  loadWithoutSiloRole().then((m) => ({ default: m.ProjectsWithoutSiloRole })),
)

// A silo's projects are few enough to hold whole (ResourceListPage): filtered and sorted here.
const projectsList = defineList({
  endpoint: projectsApi.endpoints.projectList,
  whole: true,
  sortsByName: true,
})
const loadList = projectsList.loader

/**
 * The list, before it renders. A 403 is no error page: it means the user has no role on the
 * silo, and the page then gets them to their projects another way.
 */
export const projectsLoader = async (args: Parameters<typeof loadList>[0]) => {
  try {
    return await loadList(args)
  } catch (e) {
    if (!isApiStatus(e, 403)) throw e
    await loadWithoutSiloRole()
    return null
  }
}

const to = (row: Project) => pb.instances(row.name)
const open = { label: 'Edit', to: (row: Project) => pb.projectEdit(row.name) }
const empty = { title: 'No projects', body: 'Projects hold your instances, disks and networks.' }
const newProject = pb.projectsNew()

/** The reference list page: the shell configured for projects, with a form outlet. */
export function ProjectsPage() {
  const [deleteProject] = useProjectDeleteMutation()
  const send = useCallback(
    (project: Project) => deleteProject({ path: { project: project.name } }).unwrap(),
    [deleteProject],
  )
  // the whole list, as the loader and the list ask for it (one cache entry)
  const list = useProjectListQuery(WHOLE_LIST)
  const deleteReason = useProjectDeleteReason(list.data?.items)
  const remove = useMemo(
    () => ({ noun: 'Project', send, disabledReason: deleteReason }),
    [send, deleteReason],
  )
  // a project is the silo's to make: a silo viewer sees why not; deleting one is its own
  // collaborators' and admins' (useProjectDeleteReason)
  const createReason = useSiloChangeGate()('create projects')
  const create = useMemo(
    () => ({ label: 'New project', to: newProject, disabledReason: createReason }),
    [createReason],
  )

  // what was done to a project and in it, in the audit log (fleet viewers)
  const activity = useActivityAction()
  const more = useCallback(
    (project: Project) => [activity(activityKeys('project', project))],
    [activity],
  )

  if (isApiStatus(list.error, 403)) {
    return (
      <>
        <ProjectsWithoutSiloRole />
        <Outlet />
      </>
    )
  }

  return (
    <ResourceListPage
      title="Projects"
      icon={<FolderIcon aria-hidden />}
      label="Projects"
      list={projectsList}
      kind="projects"
      to={to}
      open={open}
      more={more}
      remove={remove}
      create={create}
      empty={empty}
    >
      <Outlet />
    </ResourceListPage>
  )
}
