import type { RouteObject } from 'react-router-dom'
import { handle, type Area } from '~/app/routes/area'

// The sign-in pages, one chunk; signed-out visitors load nothing else of the console.
const auth = () => import(/* webpackChunkName: "auth" */ './index')

// No error element here: the root route's catches their errors, outside the signed-in frame.
const routes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await auth()).LoginRedirect }) },
  {
    path: 'login/:silo/local',
    handle: handle({ crumb: 'Sign in' }),
    lazy: async () => ({ Component: (await auth()).LocalLoginPage }),
  },
  {
    path: 'login/:silo/saml/:provider',
    handle: handle({ crumb: 'Sign in' }),
    lazy: async () => ({ Component: (await auth()).SamlLoginPage }),
  },
  {
    path: 'device/verify',
    handle: handle({ crumb: 'Device Authentication' }),
    lazy: async () => ({ Component: (await auth()).DeviceVerifyPage }),
  },
  {
    path: 'device/success',
    handle: handle({ crumb: 'Device logged in' }),
    lazy: async () => ({ Component: (await auth()).DeviceSuccessPage }),
  },
]

/** Spec §2 unauthenticated routes: they sit at the root, outside the signed-in layout. */
export const authArea: Area = { routes, nav: [] }
