import FolderIcon from '@mui/icons-material/FolderOutlined'
import { Outlet, useNavigate } from 'react-router-dom'
import {
  projectsApi,
  useProjectDeleteMutation,
  useProjectListQuery,
} from '~/api/endpoints/projects'
import type { Project } from '~/api/generated/types'
import { PAGE_SIZE } from '~/api/paging'
import { isApiStatus, listLoader } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmDelete,
  createdColumn,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'
import { ProjectsWithoutSiloRole } from './ProjectsWithoutSiloRole'

const loadFirstPage = listLoader(projectsApi.endpoints.projectList)

/**
 * The first page, before the list renders. A 403 is no error page: it means the user has no role
 * on the silo, and the page then gets them to their projects another way.
 */
export const projectsLoader = async (args: Parameters<typeof loadFirstPage>[0]) => {
  try {
    return await loadFirstPage(args)
  } catch (e) {
    if (isApiStatus(e, 403)) return null
    throw e
  }
}

// Module-level: columns are constants, not rebuilt on every render.
const columns: DataTableColumn<Project>[] = [
  nameLinkColumn((row) => pb.instances(row.name)),
  descriptionColumn(),
  createdColumn(),
]

const empty = { title: 'No projects', body: 'Projects hold your instances, disks and networks.' }
const create = { label: 'New project', to: pb.projectsNew() }

/** The reference list page: a list shell with the columns, row actions and a form outlet. */
export function ProjectsPage() {
  const [deleteProject] = useProjectDeleteMutation()
  const navigate = useNavigate()
  // the list's first page, as the loader and the list ask for it (one cache entry)
  const firstPage = useProjectListQuery({ query: { limit: PAGE_SIZE } })

  if (isApiStatus(firstPage.error, 403)) {
    return (
      <>
        <ProjectsWithoutSiloRole />
        <Outlet />
      </>
    )
  }

  return (
    <ListPage
      title="Projects"
      icon={<FolderIcon aria-hidden />}
      label="Projects"
      endpoint={projectsApi.endpoints.projectList}
      query={() => ({})}
      kind="projects"
      columns={columns}
      create={create}
      empty={empty}
      rowActions={(project) => [
        { label: 'Edit', onActivate: () => void navigate(pb.projectEdit(project.name)) },
        {
          label: 'Delete',
          danger: true,
          onActivate: () =>
            confirmDelete({
              label: project.name,
              doDelete: async () => {
                await deleteProject({ path: { project: project.name } }).unwrap()
                addToast({ content: `Project ${project.name} deleted` })
              },
            }),
        },
      ]}
    >
      <Outlet />
    </ListPage>
  )
}
