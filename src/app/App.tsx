import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router-dom'
import type { createBrowserRouter } from 'react-router-dom'
import { store } from './store'
import { theme } from './theme'

type Router = ReturnType<typeof createBrowserRouter>

/** Where the user's light/dark/system choice is kept (per browser). */
const COLOR_MODE_KEY = 'console-color-mode'

export function App({
  router,
  colorMode,
}: {
  router: Router
  /** A fixed scheme, not stored (Storybook's theme switch); the user's choice otherwise. */
  colorMode?: 'light' | 'dark'
}) {
  return (
    <Provider store={store}>
      <ThemeProvider
        theme={theme}
        // read the stored choice before the first paint, so a dark user never sees a light flash
        noSsr
        modeStorageKey={COLOR_MODE_KEY}
        {...(colorMode && { key: colorMode, defaultMode: colorMode, storageManager: null })}
      >
        {/* color-scheme on <html>: native scrollbars and form controls follow the scheme */}
        <CssBaseline enableColorScheme />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  )
}
