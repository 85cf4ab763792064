import type { StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { createMemoryRouter } from 'react-router-dom'
import { startMockApi } from '~mirage/browser'
import { App } from '~/app/App'
import { routes } from '~/app/routes'

// Screen stories: the whole app at one path, on the seeded Mirage fleet, exactly as the demo
// build runs it (same routes, loaders, store). One mock for the whole Storybook tab, with the
// seeded transitional states frozen so a story looks the same whenever it is opened.
let started = false
function ensureMockApi() {
  if (started) return
  startMockApi({ freezeStates: true })
  started = true
}

function AppAt({ path, colorMode }: { path: string; colorMode: 'light' | 'dark' }) {
  const [router] = useState(() => {
    ensureMockApi()
    return createMemoryRouter(routes, { initialEntries: [path] })
  })
  return <App router={router} colorMode={colorMode} />
}

/**
 * A story showing the app at `path`. It brings its own router, so the preview's MemoryRouter
 * decorator is switched off for it (`parameters.appStory`, read in .storybook/preview.tsx).
 * `parameters.appPath` tells storyCoverage.test.ts which route the story shows.
 */
export const appStory = (path: string): StoryObj => ({
  // the scheme of Storybook's theme switch (globals.theme, .storybook/preview.tsx)
  render: (_args, { globals }) => (
    <AppAt path={path} colorMode={globals.theme === 'light' ? 'light' : 'dark'} />
  ),
  parameters: { appStory: true, appPath: path, layout: 'fullscreen' },
})
