import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call, login } from '~test/mirage/testing'
import { shownRequest } from '~test/requestPreview'
import { createTestStore } from '~/api/endpoints/testing'
import { contextOf } from '~mirage/context'
import { formatBytes, GiB } from '~/util/format'
import { DiskCreateForm } from './DiskCreateForm'

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 10_000 })

const mock = mockApiForEachTest({ seed: true })

function renderForm(project: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[`/projects/${project}/disks-new`]}>
        <Routes>
          <Route path="/projects/:project/disks-new" element={<DiskCreateForm />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

test('a picked image sets the size to its GiB rounded up to a multiple of 10, until the user sets one', async () => {
  const user = userEvent.setup()
  // a 21 GiB image: the seeded ones all fit the 10 GiB default
  const big = {
    id: '00000000-0000-4000-8000-000000000021',
    name: 'big-image',
    description: '',
    os: 'Debian',
    version: '12',
    block_size: 4096,
    size: 21 * 1024 ** 3,
    time_created: new Date(0).toISOString(),
    time_modified: new Date(0).toISOString(),
  }
  mock
    .server()
    .get('/v1/images', (_schema, request) =>
      request.queryParams?.project
        ? { items: [], next_page: null }
        : { items: [big], next_page: null },
    )
  renderForm('atlas-ingest')
  await screen.findByRole('dialog', { name: 'Create disk' }, { timeout: 20_000 })
  await user.click(screen.getByRole('radio', { name: 'Image' }))
  const picker = screen.getByRole('combobox', { name: /^Image/ })
  await screen.findByRole('option', { name: /^big-image / })
  await user.selectOptions(picker, big.id)
  const size = screen.getByRole('spinbutton', { name: /^Size/ })
  expect(size).toHaveValue(30)

  // a size of the user's own that holds the image stays
  await user.clear(size)
  await user.type(size, '25')
  await user.tab()
  await user.selectOptions(picker, '')
  await user.selectOptions(picker, big.id)
  expect(size).toHaveValue(25)
})

test('for a user with only a project role, the image picker says the silo’s images are missing', async () => {
  const user = userEvent.setup()
  expect((await login('ravi', 'night shift')).status).toBe(204)
  renderForm('payments-prod')
  await screen.findByRole('dialog', { name: 'Create disk' }, { timeout: 20_000 })
  await user.click(screen.getByRole('radio', { name: 'Image' }))
  expect(await screen.findByRole('combobox', { name: /^Image/ })).toHaveAccessibleDescription(
    /silo’s images are not offered: you have no role on the silo/,
  )
})

type DiskBody = { disk_type: string; read_only: boolean; block_size: number; image_id: string }
const diskNamed = async (name: string) =>
  (await call<DiskBody>('GET', `/v1/disks/${name}?project=atlas-ingest`)).body

test('the disk type starts at distributed; a local disk is made without a source', async () => {
  const user = userEvent.setup()
  renderForm('atlas-ingest')
  await screen.findByRole('dialog', { name: 'Create disk' }, { timeout: 20_000 })
  const types = screen.getByRole('radiogroup', { name: 'Disk type' })
  expect(within(types).getByRole('radio', { name: /^Distributed/ })).toBeChecked()
  expect(screen.getByRole('radiogroup', { name: 'Source' })).toBeInTheDocument()

  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'scratch-local')
  await user.click(within(types).getByRole('radio', { name: /^Local/ }))
  expect(screen.queryByRole('radiogroup', { name: 'Source' })).not.toBeInTheDocument()
  expect(screen.queryByRole('combobox', { name: /^Block size/ })).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Create disk' }))
  await waitFor(async () => expect((await diskNamed('scratch-local')).disk_type).toBe('local'))
  expect(await diskNamed('scratch-local')).toMatchObject({ read_only: false, block_size: 4096 })
})

test('the request shown is the request sent', async () => {
  const user = userEvent.setup()
  renderForm('atlas-ingest')
  await screen.findByRole('dialog', { name: 'Create disk' }, { timeout: 20_000 })
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'd1')
  await user.click(screen.getByRole('radio', { name: /^Local/ }))
  const shown = await shownRequest(user)
  expect(shown).toMatchObject({ method: 'POST', url: '/v1/disks?project=atlas-ingest' })
  expect(shown.body).toMatchObject({ name: 'd1', disk_backend: { type: 'local' } })

  await user.click(screen.getByRole('button', { name: 'Create disk' }))
  await waitFor(() => expect(mock.sent('POST', '/v1/disks')).toHaveLength(1))
  expect(mock.sent('POST', '/v1/disks')[0]).toEqual(shown)
})

test('a disk from an image can be made read-only; the box starts unticked', async () => {
  const user = userEvent.setup()
  renderForm('atlas-ingest')
  await screen.findByRole('dialog', { name: 'Create disk' }, { timeout: 20_000 })
  // a blank disk cannot be read-only: the box is not offered
  expect(screen.queryByRole('checkbox', { name: /^Read-only/ })).not.toBeInTheDocument()
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'debian-ro')
  await user.click(screen.getByRole('radio', { name: 'Image' }))
  const picker = screen.getByRole('combobox', { name: /^Image/ })
  const debian = await screen.findByRole('option', { name: /^debian-12 / })
  await user.selectOptions(picker, debian)
  const readOnly = screen.getByRole('checkbox', { name: /^Read-only/ })
  expect(readOnly).not.toBeChecked()
  await user.click(readOnly)
  await user.click(screen.getByRole('button', { name: 'Create disk' }))
  await waitFor(async () => expect((await diskNamed('debian-ro')).read_only).toBe(true))
  expect(await diskNamed('debian-ro')).toMatchObject({
    disk_type: 'distributed',
    image_id: (debian as HTMLOptionElement).value,
  })
})

test('a size the silo’s storage quota refuses says so at the size: the API’s words and what is left', async () => {
  const user = userEvent.setup()
  // prairie's storage quota, lowered to 5 GiB above what its projects hold
  const usage = (await call<{ provisioned: { storage: number } }>('GET', '/v1/utilization')).body
  const quota = usage.provisioned.storage + 5 * GiB
  const { schema } = contextOf(mock.server())
  const silo = schema.findBy('silo', { name: 'prairie' })!
  schema.find('siloQuotaSet', silo.id)!.update({ storage: quota })

  renderForm('atlas-ingest')
  await screen.findByRole('dialog', { name: 'Create disk' }, { timeout: 20_000 })
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'too-big')
  const size = screen.getByRole('spinbutton', { name: /^Size/ })
  await user.clear(size)
  await user.type(size, '10')
  await user.click(screen.getByRole('button', { name: 'Create disk' }))

  await waitFor(() =>
    expect(size).toHaveAccessibleDescription(
      expect.stringMatching(/^Insufficient Capacity: Not enough storage .* stop unused instances/),
    ),
  )
  expect(size).toHaveAccessibleDescription(
    expect.stringMatching(
      new RegExp(`Storage quota: 5 GiB left of ${formatBytes(quota).replace('.', '\\.')}\\.$`),
    ),
  )
})
