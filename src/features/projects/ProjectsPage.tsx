import AddIcon from '@mui/icons-material/Add'
import FolderIcon from '@mui/icons-material/FolderOutlined'
import Button from '@mui/material/Button'
import { Link, Outlet, useNavigate } from 'react-router-dom'
import {
  projectsApi,
  useProjectDeleteMutation,
  useProjectListQuery,
} from '~/api/endpoints/projects'
import type { Project } from '~/api/generated/types'
import { PAGE_SIZE, tablePaging, usePagination } from '~/api/paging'
import { prefetchList } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmDelete,
  createdColumn,
  DataTable,
  descriptionColumn,
  EmptyState,
  nameLinkColumn,
  PageHeader,
  type DataTableColumn,
} from '~/components'
import { useLiveRows } from '~/state/entities'

export const projectsLoader = async () => {
  await prefetchList(projectsApi.endpoints.projectList, { query: { limit: PAGE_SIZE } })
  return null
}

// Module-level: columns are constants, not rebuilt on every render.
const columns: DataTableColumn<Project>[] = [
  nameLinkColumn((row) => pb.instances(row.name)),
  descriptionColumn(),
  createdColumn(),
]

/** The reference list page: header, paged table, row actions, empty state, and a form outlet. */
export function ProjectsPage() {
  const pagination = usePagination()
  const { data, isFetching } = useProjectListQuery({
    query: { limit: PAGE_SIZE, pageToken: pagination.pageToken },
  })
  // a rename or delete through any other response shows here without waiting for a refetch
  const rows = useLiveRows('projects', data?.items)
  const [deleteProject] = useProjectDeleteMutation()
  const navigate = useNavigate()

  return (
    <>
      <PageHeader
        title="Projects"
        icon={<FolderIcon aria-hidden />}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            component={Link}
            to={pb.projectsNew()}
          >
            New project
          </Button>
        }
      />
      <DataTable
        aria-label="Projects"
        columns={columns}
        rows={rows}
        loading={isFetching && !data}
        getRowLabel={(p) => p.name}
        pagination={tablePaging(pagination, data)}
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
        emptyState={
          <EmptyState
            title="No projects"
            body="Projects hold your instances, disks and networks."
            buttonText="New project"
            buttonTo={pb.projectsNew()}
          />
        }
      />
      <Outlet />
    </>
  )
}
