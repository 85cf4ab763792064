import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { GroupMembersModal } from './GroupMembersModal'
import type { Identity } from './roles'
import { errorResponse } from '~mirage/util/errors'

jest.setTimeout(60_000)

// the users list is the test's own: refused, then answered
const mock = mockApiForEachTest()

const group: Identity = {
  id: '5eed0b00-0000-4000-8000-000000000001',
  type: 'silo_group',
  name: 'on-call',
}

test('members that could not be loaded say why; Retry lists them', async () => {
  let refuse = true
  mock.server().get('/v1/users', () =>
    refuse
      ? errorResponse(503, 'ServiceUnavailable', 'directory is resting')
      : {
          items: [
            {
              id: '5eed0b00-0000-4000-8000-000000000002',
              display_name: 'Ravi Iyer',
              silo_id: '5eed0b00-0000-4000-8000-000000000003',
            },
          ],
          next_page: null,
        },
  )
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <GroupMembersModal group={group} onDismiss={() => undefined} />
      </MemoryRouter>
    </Provider>,
  )
  const panel = await screen.findByRole('dialog', { name: 'Members of on-call' })
  const alert = await within(panel).findByRole('alert', {}, { timeout: 20_000 })
  expect(alert).toHaveTextContent('Could not load the members: Directory is resting')

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  const list = await within(panel).findByRole('list', { name: 'Users' })
  expect(within(list).getByText('Ravi Iyer')).toBeInTheDocument()
  expect(within(panel).queryByRole('alert')).toBeNull()
  expect(within(panel).getByText('1 user')).toBeInTheDocument()
})
