import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { App } from './app/App'
import { routes } from './app/routes'

async function start() {
  // Written out, not app/config's MOCK_API: webpack folds `process.env.MOCK_API` (DefinePlugin)
  // only here in this module, so in the production build this branch is gone before its import()
  // is followed, and Mirage's modules never enter the compilation. Through the imported constant
  // they did, and their use of every operation of the contract kept all of src/api/generated/
  // operations.ts on the first page (16 KB compressed).
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
