import type { Area } from '~/app/routes/area'

const lookup = () => import(/* webpackChunkName: "lookup" */ './index')

/**
 * spec §2: an instance by id alone; the project is looked up, then the storage tab shown. Any
 * failure is the signed-in area's 'Page not found'.
 */
export const lookupArea: Area = {
  nav: [],
  routes: ['lookup/instances/:instance', 'lookup/i/:instance'].map((path) => ({
    path,
    lazy: async () => {
      const m = await lookup()
      return { Component: m.LookupRedirect, loader: m.lookupInstanceLoader }
    },
  })),
}
