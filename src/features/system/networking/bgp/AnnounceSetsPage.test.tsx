import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { call } from '~test/mirage/testing'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { copyIdFrom, openRowMenu } from '~test/rowMenu'
import { createTestStore } from '~/api/endpoints/testing'
import { AnnounceSetCreateForm, AnnounceSetEditForm } from './AnnounceSetForms'
import { AnnounceSetsPage } from './AnnounceSetsPage'
import { errorResponse } from '~mirage/util/errors'

// The seeded fleet's announce sets, as Ada (fleet admin).

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })

const renderSets = () =>
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/announce-sets']}>
        <Routes>
          <Route path="/announce-sets" element={<AnnounceSetsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )

test('a set’s menu has Copy ID before Delete, which copies its id and says Copied', async () => {
  const user = userEvent.setup()
  renderSets()
  const grid = await screen.findByRole('grid', { name: 'Announce sets' }, { timeout: 20_000 })
  const { menu, items } = await openRowMenu(user, grid, 'as65000-announce')
  expect(items).toEqual(['Edit', 'Copy ID', 'Delete'])
  const copied = await copyIdFrom(user, menu)
  const sets = await call<{ id: string; name: string }[]>(
    'GET',
    '/v1/system/networking/bgp-announce-set',
  )
  expect(copied).toBe(sets.body.find((s) => s.name === 'as65000-announce')!.id)
})

test('sets that cannot be read say why; Retry asks again', async () => {
  let refuse = true
  mock
    .server()
    .get('/v1/system/networking/bgp-announce-set', () =>
      refuse ? errorResponse(503, 'ServiceUnavailable', 'sets are resting') : [],
    )
  const user = userEvent.setup()
  renderSets()
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
  expect(alert).toHaveTextContent('Could not load the announce sets: Sets are resting')
  expect(screen.queryByRole('grid', { name: 'Announce sets' })).toBeNull()

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No announce sets' })).toBeVisible()
  // the header's create link and the empty state's
  expect(screen.getAllByRole('link', { name: 'New announce set' })).toHaveLength(2)
  expect(screen.queryByRole('alert')).toBeNull()
})

test('an edit whose announcements cannot be read says why in place, with Retry, then shows the form', async () => {
  let refuse = true
  const announcements = '/v1/system/networking/bgp-announce-set/:announceSet/announcement'
  mock
    .server()
    .get(announcements, () =>
      refuse ? errorResponse(503, 'ServiceUnavailable', 'announcements resting') : [],
    )
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/announce-sets/as65000-announce']}>
        <Routes>
          <Route path="/announce-sets/:announceSet" element={<AnnounceSetEditForm />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
  expect(alert).toHaveTextContent('Could not load the announce set: Announcements resting')
  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(
    await screen.findByRole('dialog', { name: 'Edit announce set' }, { timeout: 20_000 }),
  ).toBeInTheDocument()
})

/** The create form on its own, once its address lots are listed. */
async function openCreateForm() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/announce-sets-new']}>
        <Routes>
          <Route path="/announce-sets-new" element={<AnnounceSetCreateForm />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  const form = await screen.findByRole('dialog', { name: 'Create announce set' })
  const lot = within(form).getByLabelText('Address lot')
  await within(lot).findByRole('option', { name: 'as65000-announce' }, { timeout: 20_000 })
  return { form, lot }
}

test('a network outside the lot’s blocks stays refused when the form validates again', async () => {
  const user = userEvent.setup()
  const { form, lot } = await openCreateForm()
  // chosen and added at once: Add waits for the lot's blocks rather than letting it through
  await user.selectOptions(lot, 'as65000-announce')
  const network = within(form).getByLabelText('Network')
  // pasted: the keys are not what this checks, and each one validates the whole form
  await user.click(network)
  await user.paste('198.18.0.0/24')
  await user.click(within(form).getByRole('button', { name: 'Add announcement' }))
  const refusal = 'The network is not inside a block of as65000-announce'
  await waitFor(() => expect(network).toHaveAccessibleDescription(refusal))
  // the next keystroke elsewhere validates the whole form again; the refusal stands
  await user.type(within(form).getByLabelText(/^Description/), 'edge')
  await user.tab()
  await waitFor(() => expect(within(form).getByLabelText(/^Description/)).toHaveValue('edge'))
  expect(network).toHaveAccessibleDescription(refusal)
  expect(network).toHaveAttribute('aria-invalid', 'true')
  expect(within(form).getByText('No announcements yet')).toBeInTheDocument()
  // inside the block: added
  await user.clear(network)
  await user.click(network)
  await user.paste('198.51.100.0/25')
  await user.click(within(form).getByRole('button', { name: 'Add announcement' }))
  const added = await within(form).findByRole('list', { name: 'Announcements' })
  expect(added).toHaveTextContent('198.51.100.0/25 from as65000-announce')
  expect(network).toHaveAttribute('aria-invalid', 'false')
})

test('a network with host bits set is refused at the field, offering the network it falls in', async () => {
  const user = userEvent.setup()
  const { form, lot } = await openCreateForm()
  await user.selectOptions(lot, 'as65000-announce')
  const network = within(form).getByLabelText('Network')
  await user.click(network)
  await user.paste('198.51.100.5/25')
  await user.click(within(form).getByRole('button', { name: 'Add announcement' }))
  await waitFor(() =>
    expect(network).toHaveAccessibleDescription(
      '198.51.100.5/25 is not a network address. Did you mean 198.51.100.0/25?',
    ),
  )
  expect(within(form).getByText('No announcements yet')).toBeInTheDocument()
  await user.click(within(form).getByRole('button', { name: 'Use 198.51.100.0/25' }))
  expect(network).toHaveValue('198.51.100.0/25')
  await user.click(within(form).getByRole('button', { name: 'Add announcement' }))
  const added = await within(form).findByRole('list', { name: 'Announcements' })
  expect(added).toHaveTextContent('198.51.100.0/25 from as65000-announce')
})
