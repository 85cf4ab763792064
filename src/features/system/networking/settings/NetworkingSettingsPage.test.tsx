import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { clearOverlays, renderAtHere } from '~test/renderAtHere'
import { errorResponse } from '~mirage/util/errors'
import { NetworkingSettingsPage } from './NetworkingSettingsPage'

// The seeded fleet lets instances opt in to jumbo frames; as Ada (fleet admin) and Mei (viewer).

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(clearOverlays)

const puts = () => mock.sent('PUT', '/v1/system/networking/settings')

async function jumboFrames() {
  const box = await screen.findByRole(
    'checkbox',
    { name: 'Instances may use jumbo frames' },
    { timeout: 20_000 },
  )
  expect(box).toBeChecked()
  return box
}

test('a fleet admin turns jumbo frames off, after a confirm that says what instances get', async () => {
  const user = userEvent.setup()
  renderAtHere(<NetworkingSettingsPage />)
  await user.click(await jumboFrames())
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  const dialog = await screen.findByRole('dialog', { name: 'Turn off jumbo frames' })
  expect(dialog).toHaveTextContent('get the default MTU instead')
  await user.click(within(dialog).getByRole('button', { name: 'Save settings' }))
  expect(await screen.findByText('Networking settings saved')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(puts().map((r) => r.body)).toEqual([{ external_jumbo_frames_opt_in_enabled: false }])
  expect(screen.getByRole('checkbox', { name: 'Instances may use jumbo frames' })).not.toBeChecked()
})

test('a refused save says why and keeps the change', async () => {
  mock
    .server()
    .put('/v1/system/networking/settings', () =>
      errorResponse(503, 'ServiceUnavailable', 'settings store offline'),
    )
  const user = userEvent.setup()
  renderAtHere(<NetworkingSettingsPage />)
  const box = await jumboFrames()
  await user.click(box)
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  const dialog = await screen.findByRole('dialog', { name: 'Turn off jumbo frames' })
  await user.click(within(dialog).getByRole('button', { name: 'Save settings' }))
  expect(await screen.findByText('Could not save the networking settings')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(box).not.toBeChecked()
  expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled()
})

test('a fleet viewer reads the setting and why they cannot change it', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  const user = userEvent.setup()
  renderAtHere(<NetworkingSettingsPage />)
  const box = await jumboFrames()
  const save = screen.getByRole('button', { name: 'Save settings' })
  await waitFor(() =>
    expect(save).toHaveAccessibleDescription(
      'Only a fleet admin can change the networking settings',
    ),
  )
  expect(box).toBeDisabled()
  await user.click(save)
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(puts()).toEqual([])
})
