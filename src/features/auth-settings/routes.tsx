import { handle, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'

const authSettings = () => import(/* webpackChunkName: "auth-settings" */ './index')

/**
 * Silo level: /auth-settings, the silo's own sign-in settings, a page of the silo sidebar beside
 * Access and Certificates where a silo admin looks for what the silo lets its users do.
 */
export const authSettingsArea: Area = {
  nav: [
    {
      label: 'Auth settings',
      to: () => pb.authSettings(),
      gate: { level: 'silo', need: 'viewer', action: "see the silo's auth settings" },
    },
  ],
  routes: [
    {
      path: 'auth-settings',
      handle: handle({ crumb: 'Auth settings' }),
      lazy: async () => {
        const m = await authSettings()
        return { Component: m.AuthSettingsPage, loader: m.authSettingsLoader }
      },
    },
  ],
}
