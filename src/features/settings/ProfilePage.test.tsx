import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { SEED_USER_IDS } from '~mirage/sim/scenarios/seeds'
import { createTestStore } from '~/api/endpoints/testing'
import { ProfilePage } from './ProfilePage'
import { errorResponse } from '~mirage/util/errors'

// The profile of the signed-in user (Ada on the seeded mock): name, id to copy, silo, groups.

jest.setTimeout(30_000)

const mock = mockApiForEachTest({ seed: true })

const renderProfile = () =>
  render(
    <Provider store={createTestStore()}>
      <ProfilePage />
    </Provider>,
  )

test('name, id with a copy button, silo and groups', async () => {
  renderProfile()
  expect(await screen.findByText('Ada Okafor')).toBeInTheDocument()
  expect(screen.getByText(SEED_USER_IDS.ada!)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Copy user ID' })).toBeInTheDocument()
  expect(screen.getByText('prairie')).toBeInTheDocument()
  expect(screen.getByText('Created')).toBeInTheDocument()
  expect(document.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/)
  const groups = await screen.findByRole('list', { name: 'Groups' })
  expect(
    within(groups)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['platform-team', 'on-call'])
})

test('groups that could not be loaded say so, and Retry asks again', async () => {
  let fail = true
  mock.server().get('/v1/me/groups', () =>
    fail
      ? errorResponse(500, 'Internal', 'groups offline')
      : {
          items: [
            {
              id: '5eed0003-0000-4000-8000-000000000001',
              display_name: 'late-team',
              silo_id: 'x',
            },
          ],
        },
  )
  renderProfile()
  expect(await screen.findByText('Could not load your groups: Groups offline')).toBeInTheDocument()
  expect(screen.queryByText('You are not a member of any groups.')).not.toBeInTheDocument()
  fail = false
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('late-team')).toBeInTheDocument()
})
