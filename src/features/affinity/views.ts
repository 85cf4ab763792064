import { affinityApi } from '~/api/endpoints/affinity'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { defineView, loadAll, loadGrid, type ParamOf } from '~/app/routes/define'

// What the affinity pages read, each defined once for its route's loader and its page: both
// kinds' lists of a project (held whole: a project has few), and one group of either kind.

const projectWhole = (param: ParamOf) => ({
  query: { project: param('project'), limit: ALL_PAGES_LIMIT },
})

export const groupLists = {
  affinity: defineView(affinityApi.endpoints.affinityGroupList, projectWhole),
  'anti-affinity': defineView(affinityApi.endpoints.antiAffinityGroupList, projectWhole),
}

export const affinityLoader = loadAll(
  loadGrid,
  groupLists.affinity.loader,
  groupLists['anti-affinity'].loader,
)

/** A group by its name (or id) in the route's project; an unknown one is 'Page not found'. */
export const groupViews = {
  affinity: defineView(affinityApi.endpoints.affinityGroupView, (param) => ({
    path: { affinityGroup: param('group') },
    query: { project: param('project') },
  })),
  'anti-affinity': defineView(affinityApi.endpoints.antiAffinityGroupView, (param) => ({
    path: { antiAffinityGroup: param('group') },
    query: { project: param('project') },
  })),
}

// the members table's grid chunk loads alongside the group
export const affinityGroupLoader = loadAll(loadGrid, groupViews.affinity.loader)
export const antiAffinityGroupLoader = loadAll(loadGrid, groupViews['anti-affinity'].loader)
