import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { clearToasts } from '~/components/toast/toastStore'
import { CertificateCreateForm } from './CertificateCreateForm'
import { CertificatesPage } from './CertificatesPage'

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() => act(() => clearToasts()))

const CERT = '-----BEGIN CERTIFICATE-----\nTUlJQg==\n-----END CERTIFICATE-----\n'
const KEY = '-----BEGIN PRIVATE KEY-----\nTUlJRQ==\n-----END PRIVATE KEY-----\n'

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<CertificatesPage />}>
            <Route path="/certificates" element={null} />
            <Route path="/certificates-new" element={<CertificateCreateForm />} />
          </Route>
        </Routes>
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

const posts = () => mock.requests().filter((r) => r.method === 'POST')

test('a certificate from PEM files: bad PEM is refused before sending, good PEM is added', async () => {
  const user = userEvent.setup()
  renderAt('/certificates-new')
  const form = await screen.findByRole('dialog', { name: 'Add certificate' })
  await user.type(within(form).getByRole('textbox', { name: /Certificate name/ }), 'edge-2026')
  await user.upload(
    within(form).getByLabelText(/Certificate chain/),
    new File(['not a certificate'], 'cert.pem'),
  )
  await user.upload(within(form).getByLabelText(/Private key/), new File([KEY], 'key.pem'))
  await user.click(within(form).getByRole('button', { name: 'Add certificate' }))
  expect(
    await within(form).findAllByText('Certificate must be a PEM-encoded certificate chain'),
  ).not.toHaveLength(0)
  expect(posts()).toEqual([])

  await user.upload(within(form).getByLabelText(/Certificate chain/), new File([CERT], 'cert.pem'))
  await user.click(within(form).getByRole('button', { name: 'Add certificate' }))
  expect(await screen.findByText('Certificate edge-2026 added')).toBeInTheDocument()
  expect(posts()[0]?.body).toMatchObject({ name: 'edge-2026', service: 'external_api', cert: CERT })
  const grid = await screen.findByRole('grid', { name: 'Certificates' })
  expect(await within(grid).findByText('edge-2026')).toBeInTheDocument()
})

test('a silo viewer sees the certificates but cannot add one', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  renderAt('/certificates')
  await screen.findByRole('grid', { name: 'Certificates' })
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Add certificate' })).toHaveAccessibleDescription(
      'Only a silo admin can change certificates',
    ),
  )
})
