import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { renderInstancePart } from '~test/renderInstancePart'
import { createTestStore } from '~/api/endpoints/testing'
import { clearToasts } from '~/components/toast/toastStore'
import { ExternalIps } from '../detail/ExternalIps'
import { InstanceCreatePage } from './InstanceCreatePage'

// No floating IP to attach is no dead end: both places that attach one create it in place.

// The long create page in jsdom with the seeded fleet: seconds on a busy machine.
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() => clearToasts())

beforeAll(() => {
  window.scrollTo = () => {} // jsdom has no layout
})

async function createFloatingIp(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('dialog', { name: 'Create floating IP' })
  await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'made-here')
  await user.click(within(form).getByRole('button', { name: 'Create floating IP' }))
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Create floating IP' })).toBeNull(),
  )
}

test('instance create: Create floating IP makes one in place and checks it, the form kept', async () => {
  const user = userEvent.setup()
  const router = createMemoryRouter(
    [{ path: '/projects/:project/instances-new', element: <InstanceCreatePage /> }],
    { initialEntries: ['/projects/atlas-ingest/instances-new'] },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  const name = await screen.findByRole('textbox', { name: /^Name/ })
  await user.type(name, 'web-7')
  const ips = screen.getByRole('region', { name: 'External IPs' })
  await user.click(await within(ips).findByRole('button', { name: 'Create floating IP' }))
  await createFloatingIp(user)

  expect(await within(ips).findByRole('checkbox', { name: /^made-here \(/ })).toBeChecked()
  expect(name).toHaveValue('web-7')
  expect(router.state.location.pathname).toBe('/projects/atlas-ingest/instances-new')
  // the instance was not sent with the floating IP's form
  expect(
    mock
      .requests()
      .filter((r) => r.method === 'POST')
      .map((r) => r.url),
  ).toEqual([expect.stringMatching(/^\/v1\/floating-ips\?project=atlas-ingest/)])
})

test('networking tab: the floating IP picker offers to create one, then attaches it', async () => {
  const user = userEvent.setup()
  const instance = await renderInstancePart('ingest-worker-3', (i) => (
    <ExternalIps project="atlas-ingest" instance={i} />
  ))
  await user.click(await screen.findByRole('button', { name: 'Attach floating IP' }))
  const picker = await screen.findByRole('dialog', { name: 'Attach floating IP' })
  await user.click(await within(picker).findByRole('button', { name: 'Create floating IP' }))
  await createFloatingIp(user)

  // back in the picker, the new one chosen
  const back = await screen.findByRole('dialog', { name: 'Attach floating IP' })
  const chosen = await within(back).findByRole('combobox', { name: /Floating IP/ })
  // once the list holds it
  await waitFor(() => expect(chosen).toHaveDisplayValue(/^made-here \(/))
  await user.click(within(back).getByRole('button', { name: 'Attach' }))
  const table = await screen.findByRole('grid', { name: 'External IPs' })
  expect(await within(table).findByRole('gridcell', { name: 'made-here' })).toBeVisible()
  const attach = mock.requests().find((r) => /^\/v1\/floating-ips\/[^/]+\/attach/.test(r.url))
  expect(attach?.body).toEqual({ kind: 'instance', parent: instance.id })
})
