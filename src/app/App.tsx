import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { useState } from 'react'
import { Provider } from 'react-redux'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { routes } from './routes'
import { store } from './store'
import { theme } from './theme'

export function App() {
  // Created on first render, not at import: loaders start fetching as soon as the router exists,
  // and in mock mode that must wait until the mock API is listening.
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  )
}
