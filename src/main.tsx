import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { MOCK_API } from './app/config'

async function start() {
  // MOCK_API is a compile-time constant: in the production build this branch, and Mirage with
  // it, is removed by webpack.
  if (MOCK_API) {
    const { makeServer, readMockOptionsFromBrowser } = await import(/* webpackChunkName: "mock-api" */ '~mirage/server')
    makeServer({ environment: 'development', ...readMockOptionsFromBrowser() })
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
