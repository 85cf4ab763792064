import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { Preview } from '@storybook/react-webpack5'
import { MemoryRouter } from 'react-router-dom'
import { theme } from '../src/app/theme'

const preview: Preview = {
  decorators: [
    (Story, { parameters }) =>
      // screen stories (src/stories/appStory) bring the whole app, router and theme included
      parameters.appStory ? (
        <Story />
      ) : (
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {/* Components render router links; a memory router keeps them working in isolation. */}
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        </ThemeProvider>
      ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
  },
}

export default preview
