import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { api } from './api/api'
import { App } from './app/App'
import { routes } from './app/routes'
import { store } from './app/store'
import { resetStores, showRowsBeforeGrid } from './components'

declare global {
  interface Window {
    /**
     * Mock mode only: the console started again in this document, as a page load of the current
     * address would start it (a new mock from the switches in storage, nothing cached, no toast),
     * without loading and compiling its scripts again. The e2e suite starts most tests this way.
     */
    restartConsole?: () => Promise<void>
  }
}

async function start() {
  let stopMock = () => {}
  // Mock mode is `process.env.MOCK_API === 'true'`, written out wherever it is asked: webpack
  // replaces it with a constant (DefinePlugin) and drops the other branch before following its
  // imports, so the production build never compiles Mirage nor the technical-preview banner. An
  // exported constant is not folded across modules: through one, Mirage's modules entered the
  // compilation (and kept every operation of the contract on the first page) and the banner's
  // dialog put MUI's radio buttons there.
  if (process.env.MOCK_API === 'true') {
    const { startMockApi } = await import(/* webpackChunkName: "mock-api" */ '~mirage/prebuilt')
    const server = await startMockApi()
    stopMock = () => server.shutdown()
  }
  // Created once, here: a router starts its loaders (and so its fetches) as soon as it exists,
  // which in mock mode must wait for the mock API.
  const router = createBrowserRouter(routes)
  const root = createRoot(document.getElementById('root')!)
  showRowsBeforeGrid()
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  )
  if (process.env.MOCK_API === 'true') {
    window.restartConsole = async () => {
      root.unmount()
      router.dispose()
      // the old mock answers nothing more, and what the old console still awaits is aborted
      stopMock()
      store.dispatch(api.util.resetApiState())
      resetStores()
      window.scrollTo(0, 0)
      await start()
    }
  }
}

void start()
