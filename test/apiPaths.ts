// What a real Nexus serves on the console's origin, for the two places that stand in for that
// host: the dev server's proxy (webpack.config.ts, with API_URL) and test/serve.ts (with a target).

const API_PATHS = ['/v1', '/login', '/logout', '/device', '/experimental']

/**
 * Page loads under /login/… and /device/… are the console's own routes (the history fallback
 * serves them); API calls, and /login itself, which the host answers with a redirect to the silo's
 * login page, go to the host.
 */
export const isApiRequest = (pathname: string, accept: string | undefined) =>
  API_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)) &&
  (pathname === '/login' || !accept?.includes('text/html'))
