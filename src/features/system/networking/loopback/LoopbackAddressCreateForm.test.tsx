import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { LoopbackAddressCreateForm } from './LoopbackAddressCreateForm'
import { errorResponse } from '~mirage/util/errors'

jest.setTimeout(60_000)

// the seeded fleet, as its fleet viewer; only the rack list is the test's own
const mock = mockApiForEachTest({ seed: true })

const rack = {
  id: '7a1c5e0b-3f4d-4c2a-9b8e-1d2f3a4b5c6d',
  time_created: '2026-01-05T10:00:00Z',
  time_modified: '2026-01-05T10:00:00Z',
}

test('a refused rack list says why in the panel, and Retry brings the form', async () => {
  let asked = 0
  mock.server().get('/v1/system/hardware/racks', () => {
    asked += 1
    if (asked === 1) {
      return errorResponse(503, 'ServiceUnavailable', 'racks are resting')
    }
    return { items: [rack], next_page: null }
  })
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <LoopbackAddressCreateForm />
      </MemoryRouter>
    </Provider>,
  )
  const panel = await screen.findByRole(
    'dialog',
    { name: 'Create loopback address' },
    { timeout: 20_000 },
  )
  const alert = await within(panel).findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the racks: Racks are resting')
  expect(within(panel).queryByRole('progressbar')).toBeNull()

  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  // one rack: it is chosen already
  expect(await screen.findByRole('combobox', { name: /Rack/ })).toHaveTextContent(rack.id)
  expect(screen.queryByRole('alert')).toBeNull()
})
