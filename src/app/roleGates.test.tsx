import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { renderApp } from '~test/renderApp'
import { login } from '~test/mirage/testing'
import { api } from '~/api/api'
import { answeredCount } from '~/api/endpoints/testing'
import { store } from './store'

// The role gates walked through the app's own route table: a project's screens beyond its lists,
// the silo's projects and images, and the System area. As Mei (a silo viewer through the
// auditors, whose silo role maps to fleet viewer), Lena (a silo viewer, a collaborator on
// atlas-ingest), Tomas (a silo collaborator) and Ada (fleet and silo admin): what the role may not
// change is disabled with the reason, and a form opened by its URL says so before anything is
// filled in and sends nothing.

// the whole route table and the grid in jsdom: seconds on a busy machine
jest.setTimeout(60_000)
const mock = mockApiForEachTest({ seed: true })

beforeAll(() => {
  window.scrollTo = () => {} // jsdom has no layout to restore a scroll in
})
// the app's one store, as the loaders use it: nothing of the last user carries over
beforeEach(() => {
  store.dispatch(api.util.resetApiState())
})

const reason = (action: string) => `Only a project collaborator or admin can ${action}`
const siloReason = (action: string) => `Only a silo collaborator or admin can ${action}`
const sent = (method: string) => mock.sent(method)

const answered = (endpoint: string) => answeredCount(store, endpoint) > 0

const described = async (element: HTMLElement, description: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(description), { timeout: 15_000 })

test('a project viewer sees the instance’s actions and its sections’ buttons disabled, with why', async () => {
  const user = userEvent.setup()
  await login('mei', 'read only')
  const router = renderApp('/projects/atlas-ingest/instances/ingest-worker-1/storage')
  const stop = await screen.findByRole('button', { name: 'Stop' }, { timeout: 15_000 })
  await described(stop, reason('change this instance'))
  expect(stop).toHaveAttribute('aria-disabled', 'true')

  await user.click(screen.getByRole('button', { name: 'Instance actions' }))
  const remove = await screen.findByRole('menuitem', { name: 'Delete' })
  expect(remove).toHaveAttribute('aria-disabled', 'true')
  // looking is open to a viewer
  expect(screen.getByRole('menuitem', { name: 'View serial console' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await user.keyboard('{Escape}')

  const attach = await screen.findByRole('button', { name: 'Attach existing disk' })
  await described(attach, reason("change this instance's disks"))
  await user.click(attach)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

  await act(() => router.navigate('/projects/atlas-ingest/instances/ingest-worker-1/settings'))
  const save = await screen.findByRole('button', { name: 'Save policy' }, { timeout: 15_000 })
  await described(save, reason('change this instance'))
  await user.click(screen.getByRole('radio', { name: /Never/ }))
  await user.click(save)
  expect(sent('PUT')).toEqual([])
  expect(sent('POST').filter((r) => !r.url.startsWith('/v1/login'))).toEqual([])
})

test('a disk form opened by its URL says first who may create one, and sends nothing', async () => {
  const user = userEvent.setup()
  await login('mei', 'read only')
  renderApp('/projects/atlas-ingest/disks-new')
  const form = await screen.findByRole('dialog', { name: 'Create disk' }, { timeout: 15_000 })
  const note = await within(form).findByText(reason('make this change'), undefined, {
    timeout: 15_000,
  })
  expect(note).toBeVisible()
  await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'scratch')
  const submit = screen.getByRole('button', { name: 'Create disk' })
  expect(submit).toHaveAttribute('aria-disabled', 'true')
  expect(submit).toHaveAccessibleDescription(reason('make this change'))
  await user.click(submit)
  await user.type(within(form).getByRole('textbox', { name: /Name/ }), '{Enter}')
  expect(mock.sent('POST', '/v1/disks')).toEqual([])
  // what was typed stays
  expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('scratch')

  // the list behind the form, hidden from assistive tech while the form is open
  const importDisk = screen.getByRole('button', { name: 'Import disk', hidden: true })
  await described(importDisk, reason('import disks'))
})

test('the instance create page opened by its URL says first who may create one, and sends nothing', async () => {
  const user = userEvent.setup()
  await login('mei', 'read only')
  renderApp('/projects/atlas-ingest/instances-new')
  const note = await screen.findByText(reason('create instances'), undefined, { timeout: 15_000 })
  expect(note).toBeVisible()
  const submit = screen.getByRole('button', { name: 'Create instance' })
  expect(submit).toHaveAttribute('aria-disabled', 'true')
  expect(submit).toHaveAccessibleDescription(reason('create instances'))
  await user.click(submit)
  expect(mock.sent('POST', '/v1/instances')).toEqual([])
})

test('a collaborator on the project is offered all of it', async () => {
  await login('lena', 'just looking')
  renderApp('/projects/atlas-ingest/instances/ingest-worker-1/storage')
  const stop = await screen.findByRole('button', { name: 'Stop' }, { timeout: 15_000 })
  // the project's policy answers after the silo's: then nothing is disabled for her role
  await waitFor(() =>
    expect(mock.requests().some((r) => r.url.startsWith('/v1/projects/atlas-ingest/policy'))).toBe(
      true,
    ),
  )
  await waitFor(() => expect(stop).not.toHaveAttribute('aria-disabled'))
  // a running instance takes no disk, but her role is not the reason
  expect(screen.getByRole('button', { name: 'Attach existing disk' })).toHaveAccessibleDescription(
    'Only a creating or stopped instance can have disks attached',
  )
})

test('a silo viewer may not create a project: the link says why, and the form by its URL sends nothing', async () => {
  const user = userEvent.setup()
  await login('mei', 'read only')
  const router = renderApp('/projects')
  const create = await screen.findByRole('link', { name: 'New project' }, { timeout: 15_000 })
  await described(create, siloReason('create projects'))
  expect(create).toHaveAttribute('aria-disabled', 'true')

  await act(() => router.navigate('/projects-new'))
  const form = await screen.findByRole('dialog', { name: 'Create project' }, { timeout: 15_000 })
  expect(within(form).getByText(siloReason('create projects'))).toBeVisible()
  await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'scratch{Enter}')
  await user.click(screen.getByRole('button', { name: 'Create project' }))
  expect(mock.sent('POST', '/v1/projects')).toEqual([])
})

test('a silo viewer sees the silo images’ changes disabled, with why', async () => {
  const user = userEvent.setup()
  await login('mei', 'read only')
  renderApp('/images')
  const grid = await screen.findByRole('grid', { name: 'Silo images' }, { timeout: 15_000 })
  await waitFor(() => expect(answered('policyView') && answered('currentUserGroups')).toBe(true))
  const [menu] = await within(grid).findAllByRole('button', { name: /^Row actions for/ })
  await user.click(menu!)
  const demote = await screen.findByRole('menuitem', { name: 'Demote' })
  expect(demote).toHaveAttribute('aria-disabled', 'true')
  expect(demote).toHaveAccessibleDescription(siloReason('change silo images'))
})

test('a silo collaborator may create a project', async () => {
  await login('tomas', 'team player')
  renderApp('/projects')
  const create = await screen.findByRole('link', { name: 'New project' }, { timeout: 15_000 })
  await waitFor(() =>
    expect(mock.requests().some((r) => r.url.split('?')[0] === '/v1/policy')).toBe(true),
  )
  await waitFor(() => expect(create).not.toHaveAttribute('aria-disabled'))
})

const fleetReason = (action: string) => `Only a fleet admin can ${action}`

test('a fleet viewer sees the System area’s changes disabled, with why, and its reads open', async () => {
  const user = userEvent.setup()
  await login('mei', 'read only')
  const router = renderApp('/system/silos')
  const grid = await screen.findByRole('grid', { name: 'Silos' }, { timeout: 15_000 })
  const create = screen.getByRole('link', { name: 'New silo' })
  await described(create, fleetReason('create silos'))
  await user.click(within(grid).getByRole('button', { name: 'Row actions for maple' }))
  expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAccessibleDescription(
    fleetReason('change silos'),
  )
  expect(screen.getByRole('menuitem', { name: 'Copy ID' })).not.toHaveAttribute('aria-disabled')
  await user.keyboard('{Escape}')

  // a silo's own page
  await act(() => router.navigate('/system/silos/maple'))
  await user.click(await screen.findByRole('button', { name: 'Silo actions' }, { timeout: 15_000 }))
  expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAccessibleDescription(
    fleetReason('change this silo'),
  )
  await user.keyboard('{Escape}')

  // support bundles: looking and downloading stay open
  await act(() => router.navigate('/system/support-bundles'))
  const bundles = await screen.findByRole('grid', { name: 'Support bundles' }, { timeout: 15_000 })
  const [menu] = await within(bundles).findAllByRole('button', { name: /^Row actions for/ })
  await user.click(menu!)
  expect(await screen.findByRole('menuitem', { name: 'View' })).not.toHaveAttribute('aria-disabled')
  await user.keyboard('{Escape}')

  // a form by its URL says so first, and sends nothing
  await act(() => router.navigate('/system/networking/ip-pools-new'))
  const form = await screen.findByRole('dialog', { name: /IP pool/ }, { timeout: 15_000 })
  expect(within(form).getByText(fleetReason('make this change'))).toBeVisible()
  await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'scratch{Enter}')
  expect(mock.sent('POST', '/v1/system')).toEqual([])
})

test('a fleet admin is offered the System area’s changes', async () => {
  renderApp('/system/silos')
  const create = await screen.findByRole('link', { name: 'New silo' }, { timeout: 15_000 })
  await waitFor(() => expect(answered('systemPolicyView')).toBe(true))
  expect(create).not.toHaveAttribute('aria-disabled')
})

test('a project collaborator who only views the silo may not promote an image to it', async () => {
  const user = userEvent.setup()
  await login('lena', 'just looking')
  renderApp('/projects/atlas-ingest/images')
  const grid = await screen.findByRole('grid', { name: 'Images' }, { timeout: 15_000 })
  await waitFor(() =>
    expect(answered('projectPolicyView') && answered('currentUserGroups')).toBe(true),
  )
  const [menu] = await within(grid).findAllByRole('button', { name: /^Row actions for/ })
  await user.click(menu!)
  expect(await screen.findByRole('menuitem', { name: 'Promote' })).toHaveAccessibleDescription(
    siloReason('promote images to the silo'),
  )
  // the project's own changes are hers
  expect(screen.getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled')
})
