import FolderIcon from '@mui/icons-material/FolderOutlined'
import { useCallback } from 'react'
import { Outlet } from 'react-router-dom'
import { projectsApi, useProjectDeleteMutation } from '~/api/endpoints/projects'
import type { Project } from '~/api/generated/types'
import { listLoader } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { ResourceListPage } from '~/components'

// A silo's projects are few enough to hold whole (ResourceListPage): filtered and sorted here.
export const projectsLoader = listLoader(projectsApi.endpoints.projectList, undefined, {
  whole: true,
  sortsByName: true,
})

const to = (row: Project) => pb.instances(row.name)
const open = { label: 'Edit', to: (row: Project) => pb.projectEdit(row.name) }
const empty = { title: 'No projects', body: 'Projects hold your instances, disks and networks.' }
const create = { label: 'New project', to: pb.projectsNew() }

/** The reference list page: the shell configured for projects, with a form outlet. */
export function ProjectsPage() {
  const [deleteProject] = useProjectDeleteMutation()
  const send = useCallback(
    (project: Project) => deleteProject({ path: { project: project.name } }).unwrap(),
    [deleteProject],
  )
  return (
    <ResourceListPage
      title="Projects"
      icon={<FolderIcon aria-hidden />}
      label="Projects"
      endpoint={projectsApi.endpoints.projectList}
      kind="projects"
      to={to}
      open={open}
      remove={{ noun: 'Project', send }}
      create={create}
      empty={empty}
    >
      <Outlet />
    </ResourceListPage>
  )
}
