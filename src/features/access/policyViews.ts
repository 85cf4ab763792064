import { policyApi } from '~/api/endpoints/policy'
import { projectsApi } from '~/api/endpoints/projects'
import { silosApi } from '~/api/endpoints/silos'
import { defineView, loadAll, loadGrid } from '~/app/routes/define'

// The policy of each access page's level, one defined view per level: a page reads the ones its
// route fetched, and a project's page the silo's too (its roles apply to every project).

export const fleetPolicyView = defineView(policyApi.endpoints.systemPolicyView, () => undefined)
export const siloPolicyView = defineView(silosApi.endpoints.policyView, () => undefined)
export const projectPolicyView = defineView(projectsApi.endpoints.projectPolicyView, (param) => ({
  path: { project: param('project') },
}))

export const fleetAccessLoader = loadAll(loadGrid, fleetPolicyView.loader)
export const siloAccessLoader = loadAll(loadGrid, siloPolicyView.loader)
export const projectAccessLoader = loadAll(
  loadGrid,
  projectPolicyView.loader,
  siloPolicyView.loader,
)
