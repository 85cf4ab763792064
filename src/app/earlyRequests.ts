// The first page's API requests, started beside the scripts rather than after they have run:
// webpack.config.ts writes this function, with the list and the API version, into a file of its
// own that index.html loads first (a file, not an inline script, so the console runs under a
// Content-Security-Policy of `script-src 'self'`). The app's first fetch of each URL takes its
// answer (window.earlyAnswers, baseQuery.ts). A fetch, not a preload link: the request must name
// the API version in a header. No imports: the function's own source is what ships.
import type { StartupRequests } from './startupRequests'

export function startEarlyRequests(requests: StartupRequests, version: string, path: string) {
  const open = (p: string) => path === p || path.startsWith(`${p}/`)
  if (requests.public.some(open)) return
  const early: Record<string, Promise<Response>> = {}
  window.earlyAnswers = early
  for (const href of [...requests.signedIn, ...(requests.byPath[path] ?? [])]) {
    early[href] = fetch(href, {
      headers: { Accept: 'application/json', 'api-version': version },
      credentials: 'same-origin',
    })
    // a failure is the app's to report, when it takes the answer
    early[href].catch(() => {})
  }
}
