import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { App } from './app/App'
import { routes } from './app/routes'

async function start() {
  // Mock mode is `process.env.MOCK_API === 'true'`, written out wherever it is asked: webpack
  // replaces it with a constant (DefinePlugin) and drops the other branch before following its
  // imports, so the production build never compiles Mirage nor the technical-preview banner. An
  // exported constant is not folded across modules: through one, Mirage's modules entered the
  // compilation (and kept every operation of the contract on the first page) and the banner's
  // dialog put MUI's radio buttons there.
  if (process.env.MOCK_API === 'true') {
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
