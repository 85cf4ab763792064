// The production build's API, stubbed for the bench: enough for the shell and the projects list,
// and a 403 for the rest (a user who is neither a fleet viewer nor a silo admin).
import type { Page } from '@playwright/test'
import { argValue } from './args'

/** --api-latency=MS: each stubbed API answer waits that long (a real host is not on localhost). */
export const API_LATENCY_MS = Number(argValue('api-latency') ?? 0)

export async function stubApi(page: Page) {
  const now = new Date().toISOString()
  await page.route('**/v1/**', async (route) => {
    if (API_LATENCY_MS) await new Promise((resolve) => setTimeout(resolve, API_LATENCY_MS))
    const { pathname } = new URL(route.request().url())
    const json = (body: unknown) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
    if (pathname === '/v1/me')
      return json({
        id: '1',
        display_name: 'Bench',
        silo_id: '2',
        silo_name: 'bench',
        fleet_viewer: false,
        silo_admin: false,
      })
    if (pathname === '/v1/projects')
      return json({
        items: [
          {
            id: '3',
            name: 'bench-project',
            description: 'd',
            time_created: now,
            time_modified: now,
          },
        ],
        next_page: null,
      })
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: '{"error_code":"Forbidden","message":"Forbidden","request_id":"x"}',
    })
  })
}
