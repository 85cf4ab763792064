import type { ComponentType } from 'react'
import { useRouteParams } from '~/app/routes/params'
import { SidebarLayout } from '~/app/layouts/SidebarLayout'
import { useRememberProject } from '~/app/recentProjects'
import { useProjectChangeGate } from '~/app/roles'
import { ChangeGateContext } from '~/components'
import type { NavEntry } from '~/app/routes/area'
import { projectView } from './projectView'
import { ProjectSwitcher } from './ProjectSwitcher'

/** An unknown project is 'Page not found' for every page under it (spec §7: 404 → error page). */
export const projectLoader = projectView.loader

/**
 * The frame of one project's pages: its name over the project's navigation, whose entries and
 * overlays (the instance resize form) the project-level areas contribute through the route table.
 */
export function ProjectLayout({
  nav,
  overlays = [],
}: {
  nav: NavEntry[]
  overlays?: ComponentType[]
}) {
  const { project } = useRouteParams('project')
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
      {overlays.map((Overlay, i) => (
        <Overlay key={i} />
      ))}
    </ChangeGateContext.Provider>
  )
}
