import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { processResponseBody } from '~/api/casing'
import { createTestStore } from '~/api/endpoints/testing'
import type { Instance } from '~/api/generated/types'
import { DeleteInstanceNote } from './DeleteInstanceNote'

jest.setTimeout(30_000)

mockApiForEachTest({ seed: true })

test('the delete confirm names the disks that are detached and kept', async () => {
  const wire = (await call('GET', '/v1/instances/ingest-worker-3?project=atlas-ingest')).body
  const instance = processResponseBody(wire) as Instance
  const disks = (
    await call<{ items: { name: string }[] }>('GET', `/v1/instances/${instance.id}/disks`)
  ).body.items.map((d) => d.name)
  expect(disks.length).toBeGreaterThan(0)
  render(
    <Provider store={createTestStore()}>
      <DeleteInstanceNote instance={instance} />
    </Provider>,
  )
  expect(screen.getByText(/Are you sure you want to delete/)).toHaveTextContent(
    'Are you sure you want to delete ingest-worker-3?',
  )
  expect(await screen.findByText(new RegExp(`${disks[0]}.* detached and kept`))).toBeVisible()
  expect(screen.getByText(/An ephemeral IP returns to its pool/)).toBeVisible()
})
