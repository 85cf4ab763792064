import { keepFormsForSignIn } from '~/components'

// The router registers its navigate here so non-React code (the baseQuery) can move the user
// without a full page load, which would also throw away the mock API's in-memory data.
type Navigate = (to: string, opts?: { replace?: boolean }) => void

let navigateFn: Navigate | undefined
export const registerNavigate = (fn: Navigate | undefined) => {
  navigateFn = fn
}

export function navigateTo(to: string, opts?: { replace?: boolean }) {
  if (navigateFn) navigateFn(to, opts)
  else window.location.assign(to)
}

/** Spec §8: any 401 sends the user to /login with where they were as redirect_uri. */
export function redirectToLogin() {
  const { pathname, search } = window.location
  if (pathname.startsWith('/login')) return
  // what the open forms hold comes back when the user does (useKeptValues)
  keepFormsForSignIn()
  navigateTo(`/login?redirect_uri=${encodeURIComponent(pathname + search)}`, { replace: true })
}

/**
 * Where to go after sign-in: only a same-origin relative path is followed; anything that could
 * leave the origin (`//evil.example`, `/.//evil.example`, `https://…`, `javascript:`, backslash tricks) goes to /projects.
 */
export function safeRedirect(uri: string | null | undefined, fallback = '/projects'): string {
  if (!uri) return fallback
  if (!uri.startsWith('/') || uri.startsWith('//') || uri.startsWith('/\\')) return fallback
  // Control characters and backslashes: browsers 'repair' them into other origins.
  if ([...uri].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return fallback
  try {
    const base = 'http://console.invalid'
    const url = new URL(uri, base)
    if (url.origin !== base) return fallback
    // Dot segments normalise away: '/.//evil.example' becomes '//evil.example', which a browser
    // reads as another host. Checked on the normalised path, the one that is followed.
    if (url.pathname.startsWith('//')) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
