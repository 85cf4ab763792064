import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { contextOf } from '~mirage/context'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { versionError } from './version'
import { rootRoleError } from './trustRootSchema'
import { UpdatePage } from './UpdatePage'

// system/update on the seeded fleet (target 15.0.0, every component at it; repositories 15.0.0 and
// 16.0.0), as Ada (fleet admin) and as Mei (fleet viewer only).

/** The target release's section, once the update status is in. */
async function targetSection() {
  const section = await screen.findByRole('region', { name: 'Target release' })
  await within(section).findByRole('table', { name: 'Components by release' })
  expect(within(section).getAllByText('15.0.0')).not.toHaveLength(0)
  return section
}

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })

afterEach(() => {
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
})

function renderPage() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <UpdatePage />
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

const sent = (method: string, url: string) =>
  mock.requests().filter((r) => r.method === method && r.url.startsWith(url))

/** The uploaded repositories' versions, top to bottom. */
async function repoVersions() {
  const grid = await screen.findByRole('grid', { name: 'Uploaded repositories' })
  await within(grid).findAllByText(/^oxide-/)
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent)
}

test('the update status: the target, the components at it, and the uploaded repositories', async () => {
  renderPage()
  const section = await targetSection()
  expect(within(section).getByText('Active')).toBeInTheDocument()
  const bar = within(section).getByRole('progressbar', {
    name: 'Components at the target release',
  })
  expect(bar.getAttribute('aria-valuetext')).toMatch(/^All \d+ components run 15\.0\.0$/)
  const releases = within(section).getByRole('table', { name: 'Components by release' })
  expect(
    within(releases).getByRole('row', { name: /^15\.0\.0 \d+ The target release$/ }),
  ).toBeVisible()
  // no recovery to finish
  expect(screen.queryByRole('region', { name: 'Recovery' })).toBeNull()
  // newest version first, with what each was uploaded as and its hash
  expect(await repoVersions()).toEqual(['16.0.0', '15.0.0'])
  const grid = screen.getByRole('grid', { name: 'Uploaded repositories' })
  expect(within(grid).getByText('oxide-16.0.0.zip')).toBeVisible()
  expect(within(grid).getAllByText(/^[0-9a-f]{64}$/)).toHaveLength(2)
  expect(sent('GET', '/v1/system/update/status')).not.toHaveLength(0)
})

test('an update in progress: each release the components report, as the API names it', async () => {
  mock.server().get('/v1/system/update/status', () => ({
    components_by_release_version: {
      '16.0.0': 28,
      '15.0.0': 6,
      'install dataset': 2,
      unknown: 3,
      'future release kind': 1,
    },
    contact_support: true,
    suspended: false,
    target_release: { version: '16.0.0', time_requested: '2026-01-05T10:00:00Z' },
    time_last_step_planned: '2026-01-05T10:05:00Z',
  }))
  renderPage()
  const section = await screen.findByRole('region', { name: 'Target release' })
  const bar = await within(section).findByRole('progressbar', {
    name: 'Components at the target release',
  })
  expect(bar).toHaveAttribute('aria-valuetext', '28 of 40 components run 16.0.0; 12 not yet')
  const releases = within(section).getByRole('table', { name: 'Components by release' })
  expect(
    within(releases)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual([
    '16.0.028The target release',
    '15.0.06',
    'unknown3No uploaded repository matches what it runs',
    'install dataset2The software the rack was installed with',
    'future release kind1',
  ])
  expect(within(section).getByText(/Oxide support must resolve/)).toBeVisible()
  expect(within(section).getByText('Yes: a known problem needs Oxide support')).toBeVisible()
})

test('a fleet admin sets a newer target release, after bad input that sends nothing', async () => {
  const user = userEvent.setup()
  renderPage()
  await targetSection()
  const form = screen.getByRole('form', { name: 'Set target release' })
  const field = within(form).getByRole('textbox', { name: 'System version' })
  await waitFor(() =>
    expect(within(form).getByRole('button', { name: 'Set target release' })).not.toHaveAttribute(
      'aria-disabled',
    ),
  )
  await user.type(field, 'sixteen')
  await user.click(within(form).getByRole('button', { name: 'Set target release' }))
  expect(
    within(form).getByText('System version must be a semantic version, e.g. 17.0.0'),
  ).toBeInTheDocument()
  await user.clear(field)
  await user.type(field, '16.0.0')
  await user.click(within(form).getByRole('button', { name: 'Set target release' }))
  const dialog = await screen.findByRole('dialog', { name: 'Set target release' })
  await user.click(within(dialog).getByRole('button', { name: 'Set target release' }))
  expect(await screen.findByText('Target release set to 16.0.0')).toBeInTheDocument()
  expect(sent('PUT', '/v1/system/update/target-release').map((r) => r.body)).toEqual([
    { system_version: '16.0.0' },
  ])
})

test('uploading a repository sends the file as the body and shows its version', async () => {
  const user = userEvent.setup()
  renderPage()
  const form = await screen.findByRole('form', { name: 'Upload repository' })
  await waitFor(() =>
    expect(within(form).getByRole('button', { name: 'Upload' })).not.toHaveAttribute(
      'aria-disabled',
    ),
  )
  await user.click(within(form).getByRole('button', { name: 'Upload' }))
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose a repository file (.zip)')
  const file = new File(['release 17'], 'oxide-17.0.0.zip', { type: 'application/zip' })
  await user.upload(within(form).getByLabelText('Repository file'), file)
  await user.click(within(form).getByRole('button', { name: 'Upload' }))
  expect(await within(form).findByText('Uploaded system version 17.0.0')).toBeInTheDocument()
  expect(sent('PUT', '/v1/system/update/repositories')[0]?.url).toContain(
    'file_name=oxide-17.0.0.zip',
  )
  // the new version joins the uploaded ones
  await waitFor(async () => expect(await repoVersions()).toEqual(['17.0.0', '16.0.0', '15.0.0']))
  // and it can be looked up by its version
  const lookUp = screen.getByRole('form', { name: 'Look up a repository' })
  await user.type(within(lookUp).getByRole('textbox', { name: 'System version' }), '17.0.0')
  await user.click(within(lookUp).getByRole('button', { name: 'Look up' }))
  expect(await within(lookUp).findByText('oxide-17.0.0.zip')).toBeInTheDocument()
})

test('a repository’s row sets it as the target; the target’s own row says why it cannot', async () => {
  const user = userEvent.setup()
  renderPage()
  await targetSection()
  const grid = await screen.findByRole('grid', { name: 'Uploaded repositories' })
  await user.click(await within(grid).findByRole('button', { name: 'Row actions for 15.0.0' }))
  const current = within(await screen.findByRole('menu')).getByRole('menuitem', {
    name: 'Set as target release',
  })
  expect(current).toHaveAttribute('aria-disabled', 'true')
  expect(current).toHaveAccessibleDescription('This is the target release')
  await user.keyboard('{Escape}')
  await user.click(within(grid).getByRole('button', { name: 'Row actions for 16.0.0' }))
  await user.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: 'Set as target release',
    }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Set target release' })
  await user.click(within(dialog).getByRole('button', { name: 'Set target release' }))
  expect(await screen.findByText('Target release set to 16.0.0')).toBeInTheDocument()
  expect(sent('PUT', '/v1/system/update/target-release').map((r) => r.body)).toEqual([
    { system_version: '16.0.0' },
  ])
})

/** A sled recovered by hand to `version`: automatic update is suspended until it is finished. */
const suspend = (version: string) =>
  contextOf(mock.server()).schema.first('rack')!.update({ recoveredTo: version })

test('after a manual recovery, finishing it is confirmed; bad input and a wrong version are refused at the field', async () => {
  suspend('15.0.0')
  const user = userEvent.setup()
  renderPage()
  const region = await screen.findByRole('region', { name: 'Recovery' })
  const form = within(region).getByRole('form', { name: 'Finish recovery' })
  const field = within(form).getByRole('textbox', { name: 'Recovered system version' })
  // the version most components run
  expect(field).toHaveValue('15.0.0')
  const finish = within(form).getByRole('button', { name: 'Finish recovery' })
  await waitFor(() => expect(finish).not.toHaveAttribute('aria-disabled'))
  await user.clear(field)
  await user.type(field, 'x')
  await user.click(finish)
  expect(field).toHaveAccessibleDescription(
    'System version must be a semantic version, e.g. 17.0.0',
  )
  expect(screen.queryByRole('dialog')).toBeNull()

  await user.clear(field)
  await user.type(field, '16.0.0')
  await user.click(finish)
  let dialog = await screen.findByRole('dialog', { name: 'Finish recovery' })
  expect(dialog).toHaveTextContent('Do this only at the direction of Oxide support.')
  await user.click(within(dialog).getByRole('button', { name: 'Finish recovery' }))
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(/does not match the software the rack is running/),
  )
  expect(field).toHaveValue('16.0.0')

  await user.clear(field)
  await user.type(field, '15.0.0')
  await user.click(finish)
  dialog = await screen.findByRole('dialog', { name: 'Finish recovery' })
  await user.click(within(dialog).getByRole('button', { name: 'Finish recovery' }))
  expect(await screen.findByText('Recovery finished at 15.0.0')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Recovery' })).toBeNull())
  expect(sent('PUT', '/v1/system/update/recovery-finish').map((r) => r.body)).toEqual([
    { system_version: '16.0.0' },
    { system_version: '15.0.0' },
  ])
})

test('a fleet viewer sees the target release and why they cannot change it', async () => {
  suspend('15.0.0')
  expect((await login('mei', 'read only')).status).toBe(204)
  renderPage()
  await targetSection()
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Set target release' })).toHaveAccessibleDescription(
      'Only a fleet admin can set the target release',
    ),
  )
  expect(screen.getByRole('button', { name: 'Upload' })).toHaveAccessibleDescription(
    'Only a fleet admin can upload a repository',
  )
  expect(screen.getByRole('button', { name: 'Finish recovery' })).toHaveAccessibleDescription(
    'Only a fleet admin can finish a recovery',
  )
})

test('the version and root role checks', () => {
  expect(versionError('')).toBe('System version is required')
  expect(versionError('17.0.0-rc.1')).toBeUndefined()
  expect(rootRoleError('{')).toBe('The root role must be JSON (root.json of a TUF repository)')
  expect(rootRoleError('{"signed":{"_type":"targets"},"signatures":[]}')).toBe(
    'This is not a root role (signed._type must be "root")',
  )
  expect(rootRoleError('{"signed":{"_type":"root"},"signatures":[]}')).toBeUndefined()
})
