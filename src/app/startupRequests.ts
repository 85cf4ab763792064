// The API requests a cold load makes before the page it opens on can show anything. The
// production index.html starts them while the scripts download (fetch, with the API version's
// header), and the app's first fetch of each URL takes its answer (window.earlyAnswers) instead of
// asking again once the scripts have run. No imports: webpack.config.ts reads this module in node to
// write the list into the page; startupRequests.test.tsx checks that the app asks for each URL.

export type StartupRequests = {
  /** pages nobody needs to be signed in for: no request starts early there */
  public: string[]
  /**
   * every other page: the user and the fleet-viewer check (`authenticatedLoader`), and the user's
   * groups and the silo's policy, which the role gates of every page's controls read (roles.ts)
   */
  signedIn: string[]
  /** by the exact path opened: the list that page loads whole (`ALL_PAGES_LIMIT`) */
  byPath: Record<string, string[]>
}

export const STARTUP_REQUESTS: StartupRequests = {
  public: ['/login', '/device'],
  signedIn: ['/v1/me', '/v1/system/policy', '/v1/me/groups', '/v1/policy'],
  byPath: { '/projects': ['/v1/projects?limit=1000'] },
}
