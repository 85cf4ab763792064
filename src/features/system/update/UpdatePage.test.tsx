import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { versionError } from './version'
import { rootRoleError } from './trustRootSchema'
import { UpdatePage } from './UpdatePage'

// system/update on the seeded fleet (target 15.0.0; repositories 15.0.0 and 16.0.0), as Ada
// (fleet admin) and as Mei (fleet viewer only).

/** The target release's section, once the update status is in. */
async function targetSection() {
  const section = await screen.findByRole('region', { name: 'Target release' })
  await within(section).findByText('15.0.0')
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

test('the update status: the target, what the components run, and the uploaded repositories', async () => {
  renderPage()
  const section = await targetSection()
  expect(within(section).getByText('Active')).toBeInTheDocument()
  expect(within(section).getByText(/^15\.0\.0: \d+$/)).toBeInTheDocument()
  const repos = await screen.findByRole('list', { name: 'Uploaded repositories' })
  const items = await within(repos).findAllByRole('listitem')
  // newest version first
  expect(items.map((i) => i.querySelector('strong')?.textContent)).toEqual(['16.0.0', '15.0.0'])
  expect(sent('GET', '/v1/system/update/status')).not.toHaveLength(0)
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
  const repos = screen.getByRole('list', { name: 'Uploaded repositories' })
  expect(await within(repos).findByText('17.0.0')).toBeInTheDocument()
  // and it can be looked up by its version
  const lookUp = screen.getByRole('form', { name: 'Look up a repository' })
  await user.type(within(lookUp).getByRole('textbox', { name: 'System version' }), '17.0.0')
  await user.click(within(lookUp).getByRole('button', { name: 'Look up' }))
  expect(await within(lookUp).findByText('oxide-17.0.0.zip')).toBeInTheDocument()
})

test('a fleet viewer sees the target release and why they cannot change it', async () => {
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
