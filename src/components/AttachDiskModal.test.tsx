import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { disksApi } from '~/api/endpoints/disks'
import { instancesApi } from '~/api/endpoints/instances'
import { createTestStore } from '~/api/endpoints/testing'
import { AttachDiskModal } from './AttachDiskModal'

// MUI dialogs are slow in jsdom on a busy machine; the default 5 s is about speed, not behaviour.
jest.setTimeout(30_000)

// the seeded fleet: in atlas-ingest, ingest-scratch is detached, ingest-worker-3 stopped and
// ingest-worker-1 running
const mock = mockApiForEachTest({ seed: true, freezeStates: true })
const project = 'atlas-ingest'

async function load() {
  const store = createTestStore()
  const disk = await store
    .dispatch(
      disksApi.endpoints.diskView.initiate({
        path: { disk: 'ingest-scratch' },
        query: { project },
      }),
    )
    .unwrap()
  const instance = await store
    .dispatch(
      instancesApi.endpoints.instanceView.initiate({
        path: { instance: 'ingest-worker-3' },
        query: { project },
      }),
    )
    .unwrap()
  return { store, disk, instance }
}

const attaches = () =>
  mock
    .requests()
    .filter((r) => r.method === 'POST')
    .map((r) => ({ url: r.url, body: r.body }))

test('from a disk: an instance that can take it now is picked, and the disk attached to it', async () => {
  const { store, disk } = await load()
  const onDismiss = jest.fn()
  render(
    <Provider store={store}>
      <AttachDiskModal project={project} disk={disk} onDismiss={onDismiss} />
    </Provider>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Attach disk' })
  const picker = within(dialog).getByRole('combobox', { name: 'Instance' })
  await within(picker).findByRole('option', { name: 'ingest-worker-3' })
  expect(within(picker).queryByRole('option', { name: 'ingest-worker-1' })).toBeNull()
  await userEvent.selectOptions(picker, 'ingest-worker-3')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }))
  await waitFor(() => expect(onDismiss).toHaveBeenCalled())
  expect(attaches()).toEqual([
    {
      url: `/v1/instances/ingest-worker-3/disks/attach?project=${project}`,
      body: { disk: disk.id },
    },
  ])
})

test('from an instance: a detached disk is picked, and the same request sent', async () => {
  const { store, disk, instance } = await load()
  const onDismiss = jest.fn()
  render(
    <Provider store={store}>
      <AttachDiskModal project={project} instance={instance} onDismiss={onDismiss} />
    </Provider>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Attach existing disk' })
  const picker = within(dialog).getByRole('combobox', { name: 'Disk' })
  const option = await within(picker).findByRole('option', { name: /^ingest-scratch \(/ })
  await userEvent.selectOptions(picker, option)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }))
  await waitFor(() => expect(onDismiss).toHaveBeenCalled())
  expect(attaches()).toEqual([
    {
      url: `/v1/instances/ingest-worker-3/disks/attach?project=${project}`,
      body: { disk: disk.id },
    },
  ])
})
