import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { processRequestBody } from '~/api/casing'
import { createTestStore } from '~/api/endpoints/testing'
import type { Instance, InstanceState } from '~/api/generated/types'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { GiB } from '~/util/format'
import { InstancesPage } from './InstancesPage'
import { fakeFetch } from '~test/fakeFetch'

const HOUR = 3_600_000

// Menus, tooltips and dialogs of MUI take seconds in jsdom on a busy machine; the default 5 s
// is about speed, not about whether the page works.
jest.setTimeout(30_000)

let n = 0
const instance = (name: string, runState: InstanceState, extra: Partial<Instance> = {}) => {
  n += 1
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    description: '',
    hostname: name,
    projectId: '00000000-0000-4000-8000-999999999999',
    ncpus: 4,
    memory: 16 * GiB,
    runState,
    autoRestartEnabled: false,
    enableJumboFrames: false,
    timeCreated: new Date(0),
    timeModified: new Date(0),
    timeRunStateUpdated: new Date(0),
    ...extra,
  } satisfies Instance
}

type Served = { requests: string[]; failStart?: boolean }

/**
 * A small stateful instance API: lists the project's instances, and start/stop/delete change
 * them the way the server would (start → starting). `failStart` makes a start answer 500.
 */
function serve(instances: Instance[], served: Served = { requests: [] }) {
  const byId = new Map(instances.map((i) => [i.id, i]))
  const answer = (status: number, body?: unknown) =>
    Promise.resolve({
      ok: status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(processRequestBody(body))),
    })
  globalThis.fetch = fakeFetch((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    const path = url.split('?')[0]!
    served.requests.push(`${method} ${path}`)
    if (method === 'GET' && path === '/v1/instances')
      return answer(200, { items: [...byId.values()] })
    const [, id, action] = /^\/v1\/instances\/([^/]+)\/?(\w*)$/.exec(path) ?? []
    const target = id ? byId.get(id) : undefined
    if (!target) return answer(404, { error_code: 'ObjectNotFound', message: 'not found' })
    if (method === 'DELETE') {
      byId.delete(target.id)
      return answer(204)
    }
    if (action === 'start' && served.failStart)
      return answer(500, { error_code: 'Internal', message: 'sled agent unreachable' })
    const next = { start: 'starting', stop: 'stopping', reboot: 'rebooting' }[action ?? '']
    if (next) byId.set(target.id, { ...target, runState: next as InstanceState })
    return answer(202, byId.get(target.id))
  })
  return served
}

function renderPage() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects/atlas/instances']}>
        <Routes>
          <Route path="/projects/:project/instances" element={<InstancesPage />} />
        </Routes>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

const row = async (name: string) => {
  const table = await screen.findByRole('grid', { name: 'Instances' }, { timeout: 10_000 })
  const link = await within(table).findByRole('link', { name })
  return within(link.closest<HTMLElement>('[role="row"]')!)
}

/** Opens the row's actions menu and returns the named item. */
async function actionItem(name: string, label: string) {
  const user = userEvent.setup({ delay: null })
  await user.click(await screen.findByRole('button', { name: `Row actions for ${name}` }))
  return screen.getByRole('menuitem', { name: label })
}

afterEach(() => {
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
})

test('each row shows its link, state, size and creation time', async () => {
  serve([
    instance('web-1', 'running'),
    instance('web-2', 'starting', { ncpus: 2, memory: 8 * GiB }),
  ])
  renderPage()

  const web1 = await row('web-1')
  expect(web1.getByRole('link', { name: 'web-1' })).toHaveAttribute(
    'href',
    '/projects/atlas/instances/web-1',
  )
  expect(web1.getByText('running')).toBeInTheDocument()
  expect(web1.getByText('4 vCPU')).toBeInTheDocument()
  expect(web1.getByText('16 GiB')).toBeInTheDocument()
  expect(web1.getByText('Jan 1, 1970', { exact: false })).toBeInTheDocument()

  const web2 = await row('web-2')
  expect(web2.getByText('starting')).toBeInTheDocument()
  expect(web2.getByText('2 vCPU')).toBeInTheDocument()
  expect(web2.getByText('8 GiB')).toBeInTheDocument()
  // a transitional state's badge shows a spinner, a settled one's does not (the external IPs
  // cell has its own progress bar while they load)
  expect(
    within(web2.getByText('starting')).getByRole('progressbar', { hidden: true }),
  ).toBeInTheDocument()
  expect(
    within(web1.getByText('running')).queryByRole('progressbar', { hidden: true }),
  ).not.toBeInTheDocument()
})

test('a failed row says whether auto-restart will bring it back', async () => {
  serve([
    instance('due', 'failed', { autoRestartEnabled: true, autoRestartCooldownExpiration: null }),
    instance('cooling', 'failed', {
      autoRestartEnabled: true,
      autoRestartCooldownExpiration: new Date(Date.now() + HOUR),
    }),
    instance('off', 'failed', { autoRestartEnabled: false }),
    instance('fine', 'running', { autoRestartEnabled: true }),
  ])
  renderPage()

  expect((await row('due')).getByText('Failed: due for automatic restart')).toBeInTheDocument()
  expect(
    (await row('cooling')).getByText(/^Failed: restarts after its cooldown, in (59m|1h) \(.+\)$/),
  ).toBeInTheDocument()
  expect((await row('off')).getByText('Failed: automatic restart disabled')).toBeInTheDocument()
  expect((await row('fine')).queryByText(/automatic restart/)).not.toBeInTheDocument()
})

test('an action the state forbids is disabled with its reason and sends nothing', async () => {
  const user = userEvent.setup({ delay: null })
  const served = serve([instance('web-1', 'running'), instance('spare', 'stopped')])
  renderPage()
  await row('web-1')

  const start = await actionItem('web-1', 'Start')
  expect(start).toHaveAttribute('aria-disabled', 'true')
  expect(start).toHaveAccessibleDescription('Only a stopped or failed instance can be started')
  await user.click(start)
  const remove = screen.getByRole('menuitem', { name: 'Delete' })
  expect(remove).toHaveAccessibleDescription('Only a stopped or failed instance can be deleted')
  await user.click(remove)
  // the menu stays open on a disabled item; no confirmation, no request
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await user.keyboard('{Escape}')

  const reboot = await actionItem('spare', 'Reboot')
  expect(reboot).toHaveAccessibleDescription('Only a running instance can be rebooted')
  await user.click(reboot)
  expect(served.requests.filter((r) => !r.startsWith('GET'))).toEqual([])
})

test('Start on a stopped instance sends the request and the row shows starting at once', async () => {
  const user = userEvent.setup({ delay: null })
  const spare = instance('spare', 'stopped')
  const served = serve([spare])
  renderPage()
  await row('spare')

  await user.click(await actionItem('spare', 'Start'))
  expect(await (await row('spare')).findByText('starting')).toBeInTheDocument()
  expect(served.requests).toContain(`POST /v1/instances/${spare.id}/start`)
  expect(await screen.findByText('Starting instance spare')).toBeInTheDocument()
})

test('a start the server refuses puts the row back to stopped and says why', async () => {
  const user = userEvent.setup({ delay: null })
  serve([instance('spare', 'stopped')], { requests: [], failStart: true })
  renderPage()
  await row('spare')

  await user.click(await actionItem('spare', 'Start'))
  const toast = await screen.findByRole('alert')
  expect(toast).toHaveTextContent('Could not start instance')
  expect(toast).toHaveTextContent('Sled agent unreachable')
  expect((await row('spare')).getByText('stopped')).toBeInTheDocument()
})

test('Delete on a stopped instance asks first, then the row is gone', async () => {
  const user = userEvent.setup({ delay: null })
  const served = serve([instance('spare', 'stopped'), instance('web-1', 'running')])
  renderPage()
  await row('spare')

  await user.click(await actionItem('spare', 'Delete'))
  const dialog = screen.getByRole('dialog', { name: 'Confirm delete' })
  expect(served.requests.filter((r) => r.startsWith('DELETE'))).toEqual([])
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

  await screen.findByText('Instance spare deleted')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  const table = screen.getByRole('grid', { name: 'Instances' })
  expect(within(table).queryByRole('link', { name: 'spare' })).not.toBeInTheDocument()
  expect(within(table).getByRole('link', { name: 'web-1' })).toBeInTheDocument()
  expect(served.requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(1)
})

test('a project without instances offers to create one', async () => {
  serve([])
  renderPage()
  expect(await screen.findByRole('heading', { name: 'No instances' })).toBeInTheDocument()
  const links = screen.getAllByRole('link', { name: 'New instance' })
  // the header's button and the empty state's
  expect(links).toHaveLength(2)
  for (const link of links) expect(link).toHaveAttribute('href', '/projects/atlas/instances-new')
})

test('an instance in a state this console does not know shows it; the rest of the list works', async () => {
  serve([
    instance('web-1', 'running'),
    instance('beamed', 'teleporting' as InstanceState),
    instance('spare', 'stopped'),
  ])
  renderPage()

  const beamed = await row('beamed')
  expect(beamed.getByText('teleporting')).toHaveAttribute('data-color', 'neutral')
  expect(beamed.getByText('teleporting')).toHaveAttribute('title', 'Unknown state')
  expect((await row('web-1')).getByText('running')).toBeInTheDocument()
  expect((await row('spare')).getByText('stopped')).toBeInTheDocument()

  for (const label of ['Start', 'Stop', 'Reboot', 'Delete']) {
    const item = await actionItem('beamed', label)
    expect(item).toHaveAttribute('aria-disabled', 'true')
    expect(item).toHaveAccessibleDescription('This console does not know the state teleporting')
    await userEvent.setup({ delay: null }).keyboard('{Escape}')
  }
})
