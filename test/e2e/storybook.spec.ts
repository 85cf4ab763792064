import { expect, type Page } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '../serve'
import { stillTest as test } from './fixtures'
import { chunks, expectNotBlank, settle, walked, watchForCrashes } from './walk'

// The Storybook catalogue designers review (screens, state badges) is part of what CI proves: the
// static build (`npm run build-storybook:test`, which `npm run test:e2e` runs first) is served here
// and every story in its index is shown, a run of stories per preview page, moving from story to
// story through Storybook's own channel as its sidebar does.
const STATIC = path.resolve(__dirname, '../../storybook-static')
const INDEX = path.join(STATIC, 'index.json')

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string }
const stories: IndexEntry[] = existsSync(INDEX)
  ? Object.values(
      (JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
    ).filter((e) => e.type === 'story')
  : []

// a server per worker, on a port of its own
let server: Server | undefined
let port = 0
test.beforeAll(async () => {
  server = await serve(STATIC, 0)
  port = (server.address() as AddressInfo).port
})
test.afterAll(() => {
  server?.close()
})

test('the catalogue is built and holds the stories', () => {
  expect(existsSync(INDEX), 'run `npm run build-storybook:test` first').toBe(true)
  expect(stories.length).toBeGreaterThan(100)
})

/** What the preview says of a story once asked to show it: 'rendered', or why not. */
function show(page: Page, id: string): Promise<string> {
  return page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        type Listener = (payload: unknown) => void
        type Channel = {
          on: (event: string, fn: Listener) => void
          off: (event: string, fn: Listener) => void
          emit: (event: string, payload: unknown) => void
        }
        // eslint-disable-next-line no-restricted-syntax -- Storybook's globals on its page, which the DOM types cannot know
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__
        type Preview = { currentRender?: { id?: string; phase?: string } }
        const preview = (window as Window & { __STORYBOOK_PREVIEW__?: Preview })
          .__STORYBOOK_PREVIEW__
        // Finished, not only rendered: a story torn down while its play function or afterEach
        // still runs makes the preview reload the page.
        const handlers: Record<string, Listener> = {
          storyFinished: (p) => {
            const { storyId, status } = p as { storyId: string; status: string }
            if (storyId === id) done(status === 'success' ? 'rendered' : `finished: ${status}`)
          },
          // the story already shown (the first of a run, from the address): wait for its end
          storyUnchanged: (p) => {
            if (p !== id) return
            const poll = () =>
              preview?.currentRender?.phase === 'finished' ? done('rendered') : setTimeout(poll, 50)
            poll()
          },
          storyErrored: (p) => done(`errored: ${JSON.stringify(p)}`),
          storyThrewException: (p) => done(`threw: ${(p as Error).message ?? String(p)}`),
          playFunctionThrewException: (p) =>
            done(`play threw: ${(p as Error).message ?? String(p)}`),
          storyMissing: () => done('missing'),
        }
        function done(result: string) {
          for (const [event, fn] of Object.entries(handlers)) channel.off(event, fn)
          resolve(result)
        }
        for (const [event, fn] of Object.entries(handlers)) channel.on(event, fn)
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
      }),
    id,
  )
}

/**
 * The paths the demo route walk renders (route-walk.spec.ts: the same app on the same seeded fleet,
 * with axe besides). A screen story of one of them is `appStory(path)` and nothing more, so the
 * walk holds it; this one shows the other screen stories (another project, an empty list, …) and
 * every other story.
 */
const WALKED = new Set(walked.filter((r) => !r.notFound).map((r) => r.path))

/** Each story's `appPath` (screen stories, src/stories/appStory.tsx), from the preview's index. */
function appPaths(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(async () => {
    type Extracted = Record<string, { parameters?: { appPath?: string } }>
    const preview =
      // eslint-disable-next-line no-restricted-syntax -- Storybook's globals on its page, which the DOM types cannot know
      (window as unknown as { __STORYBOOK_PREVIEW__: { extract: () => Promise<Extracted> } })
        .__STORYBOOK_PREVIEW__
    const all = await preview.extract()
    return Object.fromEntries(
      Object.entries(all).map(([id, story]) => [id, story.parameters?.appPath ?? null]),
    )
  })
}

/** A screen story (appStory) shows the whole app, which loads its route and data after rendering. */
const isScreen = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as Window & {
          __STORYBOOK_PREVIEW__?: {
            currentRender?: { story?: { parameters?: { appStory?: boolean } } }
          }
        }
      ).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.appStory === true,
  )

for (const run of chunks(stories, 45)) {
  test(`stories render without an exception: ${run[0]!.title} … ${run[run.length - 1]!.title}`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const crashes = watchForCrashes(page)
    // Screen stories run on the mock at the demo's 200–400 ms a response: this walk checks that
    // each renders, not how it loads (the demo e2e do that), and the waits were two thirds of it.
    await page.addInitScript(() => window.localStorage.setItem('mock-latency', '0'))
    // The a11y addon's scan after every story is for a designer's panel; this walk reads none of
    // its results (the route walk runs axe on every screen), and it was a third of the walk's
    // time: `manual` leaves it to the panel's button.
    await page.goto(
      `http://127.0.0.1:${port}/iframe.html?id=${run[0]!.id}&viewMode=story&globals=a11y.manual:!true`,
    )
    // the first story shown (or its error): the preview is ready for the next
    await page.locator('body.sb-show-main, body.sb-show-errordisplay').waitFor()
    const failures: string[] = []
    const paths = await appPaths(page)
    for (const story of run) {
      const path = paths[story.id]
      if (path && WALKED.has(path) && story !== run[0]) continue
      const outcome = await show(page, story.id)
      // a screen is checked once it shows; other stories may show a loading state on purpose
      if (outcome === 'rendered' && (await isScreen(page))) {
        await expectNotBlank(page)
        await settle(page)
      }
      const problems = [
        ...(outcome === 'rendered' ? [] : [outcome]),
        ...((await page.locator('body.sb-show-errordisplay').count()) ? ['error shown'] : []),
        ...(await crashes()),
      ]
      if (problems.length) failures.push(`${story.title} / ${story.name}: ${problems.join('; ')}`)
    }
    expect(failures).toEqual([])
  })
}
