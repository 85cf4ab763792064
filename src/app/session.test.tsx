import { act, screen, waitFor } from '@testing-library/react'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { renderApp } from '~test/renderApp'
import { api } from '~/api/api'
import { store } from './store'

// The whole route table in jsdom: seconds on a busy machine.
jest.setTimeout(30_000)
const mock = mockApiForEachTest({ seed: true })

beforeAll(() => {
  window.scrollTo = () => {} // jsdom has no layout to restore a scroll in
})
beforeEach(() => {
  store.dispatch(api.util.resetApiState())
})

const systemPolicyReads = () => mock.sent('GET', '/v1/system/policy').length
const siloPolicyReads = () => mock.sent('GET', '/v1/policy').length

test('a policy the user may not read is asked about once, however many views ask', async () => {
  // Ravi administers one project and holds no silo or fleet role
  await login('ravi', 'night shift')
  const router = renderApp('/projects/payments-prod/instances')
  await screen.findByRole('heading', { name: 'Instances' }, { timeout: 15_000 })
  expect(screen.queryByRole('button', { name: 'System' })).not.toBeInTheDocument()
  const asked = systemPolicyReads()
  expect(asked).toBe(1)
  // nor may he read the silo's policy: every gate on the page reads it
  await waitFor(() => expect(siloPolicyReads()).toBe(1))

  // other pages mount more of what asks (the top bar's switch, forms that show fleet details)
  await act(() => router.navigate('/projects/payments-prod/floating-ips'))
  await screen.findByRole('heading', { name: 'Floating IPs' }, { timeout: 15_000 })
  await act(() => router.navigate('/projects/payments-prod/floating-ips-new'))
  await screen.findByRole('dialog', { name: 'Create floating IP' }, { timeout: 15_000 })
  expect(systemPolicyReads()).toBe(asked)
  expect(siloPolicyReads()).toBe(1)
})

test('a fleet viewer keeps the System switch', async () => {
  await login('ada', 'correct horse')
  renderApp('/projects')
  expect(await screen.findByRole('button', { name: 'System' }, { timeout: 15_000 })).toBeVisible()
})
