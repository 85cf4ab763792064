import { lazy, Suspense } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { projectsApi } from '~/api/endpoints/projects'
import { prefetch } from '~/app/prefetch'
import { SidebarLayout } from '~/app/layouts/SidebarLayout'
import { useRememberProject } from '~/app/recentProjects'
import { useProjectChangeGate } from '~/app/roles'
import { ChangeGateContext } from '~/components'
import type { NavEntry } from '~/app/routes/area'
import { ProjectSwitcher } from './ProjectSwitcher'
import { useResizeTarget } from '~/features/instances/actions/resizeStore'

// The resize form (formik, yup) loads only when a Resize action opens it.
const ResizeInstanceForm = lazy(() =>
  import(
    /* webpackChunkName: "instance-resize" */ '~/features/instances/actions/ResizeInstanceForm'
  ).then((m) => ({ default: m.ResizeInstanceForm })),
)

/** An unknown project is 'Page not found' for every page under it (spec §7: 404 → error page). */
export const projectLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetch(projectsApi.endpoints.projectView, { path: { project: params.project! } })
  return null
}

/**
 * The frame of one project's pages: its name over the project's navigation, whose entries the
 * project-level areas (instances, disks, …) contribute through the route table.
 */
export function ProjectLayout({ nav }: { nav: NavEntry[] }) {
  const { project = '' } = useParams()
  const resizing = useResizeTarget()
  // offered again on /projects and in jump-to, even to a user the silo's list is refused to
  useRememberProject(project)
  const changeGate = useProjectChangeGate(project)
  return (
    <ChangeGateContext.Provider value={changeGate}>
      <SidebarLayout
        heading={project}
        navLabel="Project"
        nav={nav}
        headingSlot={<ProjectSwitcher project={project} />}
      />
      {resizing && (
        <Suspense fallback={null}>
          <ResizeInstanceForm />
        </Suspense>
      )}
    </ChangeGateContext.Provider>
  )
}
