import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { routes } from '~/app/routes'
import { store } from '~/app/store'

/**
 * The whole console, its route table over the app's store, with a history of the URLs given (the
 * last one on screen, the others for Back). The test resets the store between tests.
 */
export function renderApp(...entries: string[]) {
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  })
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}
