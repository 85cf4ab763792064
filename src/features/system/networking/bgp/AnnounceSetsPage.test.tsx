import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Response } from 'miragejs'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { call } from '~test/mirage/testing'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { AnnounceSetEditForm } from './AnnounceSetForms'
import { AnnounceSetsPage } from './AnnounceSetsPage'

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
  await user.click(
    await within(grid).findByRole('button', { name: 'Row actions for as65000-announce' }),
  )
  const menu = await screen.findByRole('menu')
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Edit', 'Copy ID', 'Delete'])
  await user.click(within(menu).getByRole('menuitem', { name: 'Copy ID' }))
  expect(await within(menu).findByRole('menuitem', { name: 'Copied' })).toBeInTheDocument()
  const sets = await call<{ id: string; name: string }[]>(
    'GET',
    '/v1/system/networking/bgp-announce-set',
  )
  await expect(navigator.clipboard.readText()).resolves.toBe(
    sets.body.find((s) => s.name === 'as65000-announce')!.id,
  )
})

test('sets that cannot be read say why; Retry asks again', async () => {
  let refuse = true
  mock
    .server()
    .get('/v1/system/networking/bgp-announce-set', () =>
      refuse
        ? new Response(
            503,
            {},
            { error_code: 'ServiceUnavailable', message: 'sets are resting', request_id: 'r' },
          )
        : [],
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
      refuse
        ? new Response(
            503,
            {},
            { error_code: 'ServiceUnavailable', message: 'announcements resting', request_id: 'r' },
          )
        : [],
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
