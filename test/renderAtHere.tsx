import { act, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'

/**
 * A page or form alone at /here, over a store of its own, with the confirm dialog and the toasts
 * it may open; wherever it navigates shows 'landed'.
 */
export function renderAtHere(element: ReactElement) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/here']}>
        <Routes>
          <Route path="/here" element={element} />
          <Route path="*" element={<p>landed</p>} />
        </Routes>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

/** What a test left in the confirm dialog and the toasts, cleared (for afterEach). */
export function clearOverlays() {
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
}
