import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { App } from './app/App'
import { MOCK_API } from './app/config'
import { routes } from './app/routes'

async function start() {
  // MOCK_API is a compile-time constant: in the production build this branch, and Mirage with
  // it, is removed by webpack.
  if (MOCK_API) {
    const { startMockApi } = await import(/* webpackChunkName: "mock-api" */ '~mirage/prebuilt')
    await startMockApi()
  }
  // Created once, here: a router starts its loaders (and so its fetches) as soon as it exists,
  // which in mock mode must wait for the mock API.
  const router = createBrowserRouter(routes)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  )
}

void start()
