import { render, screen, within } from '@testing-library/react'
import { createHash } from 'node:crypto'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { SshKeysPage } from './SshKeysPage'

// the list's grid is a lazily loaded chunk; a loaded machine takes a while to render it
jest.setTimeout(60_000)

mockApiForEachTest({ seed: true })

test('each SSH key shows its fingerprint, as ssh-keygen -l prints it', async () => {
  const keys = (
    await call<{ items: { name: string; public_key: string }[] }>('GET', '/v1/me/ssh-keys')
  ).body.items
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <SshKeysPage />
      </MemoryRouter>
    </Provider>,
  )
  const grid = await screen.findByRole('grid', { name: 'SSH keys' }, { timeout: 20_000 })
  for (const key of keys) {
    const blob = Buffer.from(key.public_key.split(' ')[1]!, 'base64')
    const expected = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`
    const row = (await within(grid).findByRole('link', { name: key.name })).closest('[role="row"]')
    expect(row).toHaveTextContent(expected)
  }
})
