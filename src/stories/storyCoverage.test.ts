import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { routes } from '~/app/routes'
import { authenticatedLoader } from '~/app/session'
import { walkRoutes } from '../../test/routeWalk'

// Stories' play functions use storybook/test, which never runs here: only the stories' paths are read.
jest.mock('storybook/test', () => ({}))

const SRC = path.resolve(__dirname, '..')

/** The path of every screen story (appStory) in the source tree. */
function screenStoryPaths(): string[] {
  // Only files that make screen stories are loaded: component stories need Storybook's runtime.
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (f) =>
      /\.stories\.tsx?$/.test(f) && readFileSync(path.join(SRC, f), 'utf8').includes('appStory('),
  )
  return files.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- stories are found at run time
    const stories = require(path.join(SRC, file)) as Record<string, unknown>
    return Object.values(stories).flatMap((story) => {
      const appPath = (story as { parameters?: { appPath?: unknown } } | null)?.parameters?.appPath
      return typeof appPath === 'string' ? [appPath] : []
    })
  })
}

test('every screen of the route table has a screen story (appStory) in the catalogue', () => {
  const shown = new Set<RouteObject>()
  for (const storyPath of screenStoryPaths()) {
    const matches = matchRoutes(routes, new URL(storyPath, 'http://story').pathname)
    const leaf = matches?.at(-1)?.route
    if (leaf) shown.add(leaf)
  }
  const screens = walkRoutes(routes, (route) => route.loader === authenticatedLoader).filter(
    (r) => !r.redirect,
  )
  expect(screens.length).toBeGreaterThan(0)
  const missing = screens.filter((r) => !shown.has(r.route)).map((r) => r.pattern)
  expect(missing).toEqual([])
})
