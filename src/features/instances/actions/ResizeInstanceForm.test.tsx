import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { contextOf } from '~mirage/context'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { processResponseBody } from '~/api/casing'
import { createTestStore } from '~/api/endpoints/testing'
import type { Instance, Utilization } from '~/api/generated/types'
import { formatBytes } from '~/util/format'
import { closeResize, openResize } from './resizeStore'
import { ResizeInstanceForm } from './ResizeInstanceForm'

jest.setTimeout(30_000)

const mock = mockApiForEachTest({ seed: true })
afterEach(() => act(() => closeResize()))

/** The resize form opened for the instance; its CPUs field. */
async function openFor(instance: Instance) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <ResizeInstanceForm />
      </MemoryRouter>
    </Provider>,
  )
  act(() => openResize(instance))
  await screen.findByRole('dialog', { name: 'Resize instance' })
  return screen.getByRole('spinbutton', { name: /^CPUs/ })
}

test('resize states the limits, the current size and what the silo’s quota has left', async () => {
  const instance = processResponseBody(
    (await call('GET', '/v1/instances/ingest-worker-3?project=atlas-ingest')).body,
  ) as Instance
  const { capacity, provisioned } = processResponseBody(
    (await call('GET', '/v1/utilization')).body,
  ) as Utilization
  const cpus = await openFor(instance)
  expect(cpus).toHaveValue(instance.ncpus)
  // the quota arrives after the form opens
  await waitFor(() =>
    expect(cpus).toHaveAccessibleDescription(
      new RegExp(
        `^1 to 64; now ${instance.ncpus}\\. The silo has ${capacity.cpus - provisioned.cpus} CPUs of its quota left\\.$`,
      ),
    ),
  )
  expect(screen.getByRole('spinbutton', { name: /^Memory/ })).toHaveAccessibleDescription(
    `1 to 1536 GiB; now ${formatBytes(instance.memory)}. The silo has ${formatBytes(capacity.memory - provisioned.memory)} of memory of its quota left.`,
  )
})

test('a size the silo’s quota refuses says so at that field, with what is left of the quota', async () => {
  const instance = processResponseBody(
    (await call('GET', '/v1/instances/ingest-worker-3?project=atlas-ingest')).body,
  ) as Instance
  const { provisioned } = processResponseBody(
    (await call('GET', '/v1/utilization')).body,
  ) as Utilization
  // room for two more vCPUs in prairie's quota
  const { schema } = contextOf(mock.server())
  const silo = schema.findBy('silo', { name: 'prairie' })!
  schema.find('siloQuotaSet', silo.id)!.update({ cpus: provisioned.cpus + 2 })
  const user = userEvent.setup()
  const cpus = await openFor(instance)
  await user.clear(cpus)
  await user.type(cpus, String(instance.ncpus + 3))
  await user.click(screen.getByRole('button', { name: 'Resize' }))

  await waitFor(() =>
    expect(cpus).toHaveAccessibleDescription(
      expect.stringMatching(
        new RegExp(
          `^Insufficient Capacity: Not enough cpus .* stop unused instances .*\\. vCPU quota: 2 left of ${provisioned.cpus + 2}\\.$`,
        ),
      ),
    ),
  )
})
