import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { Preview } from '@storybook/react-webpack5'
import { MemoryRouter } from 'react-router-dom'
import { configure } from 'storybook/test'
import { theme } from '../src/app/theme'

// A play function waits for what a user would see, as the jest tests do (test/setup-jest.ts): a
// screen story's route chunk and mock round trips can take seconds on a busy machine, past the
// testing library's default second.
configure({ asyncUtilTimeout: 10_000 })

const preview: Preview = {
  decorators: [
    (Story, { parameters, globals }) => {
      // screen stories (src/stories/appStory) bring the whole app: router, store and theme, to
      // which they pass the toolbar's scheme
      if (parameters.appStory) return <Story />
      const mode = globals.theme === 'light' ? 'light' : 'dark'
      return (
        // the toolbar's scheme, not stored: switching it never changes the app's saved choice
        <ThemeProvider theme={theme} defaultMode={mode} storageManager={null} key={mode}>
          <CssBaseline />
          {/* Components render router links; a memory router keeps them working in isolation,
              unless the story brings its own (parameters.ownRouter). */}
          {parameters.ownRouter ? (
            <Story />
          ) : (
            <MemoryRouter>
              <Story />
            </MemoryRouter>
          )}
        </ThemeProvider>
      )
    },
  ],
  globalTypes: {
    theme: {
      description: 'Colour scheme of the console',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
  },
}

export default preview
