import { configure, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { ImageFromSnapshotForm } from './ImageFromSnapshotForm'

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 10_000 })

mockApiForEachTest({ seed: true })

type Wire = { id: string; name: string; state?: string; disk_id?: string; image_id?: string | null }

/** A ready snapshot of the project whose disk was made from an image, and that image. */
async function snapshotOfAnImage(project: string) {
  const snapshots = (await call<{ items: Wire[] }>('GET', `/v1/snapshots?project=${project}`)).body
  for (const snapshot of snapshots.items.filter((s) => s.state === 'ready')) {
    const disk = await call<Wire>('GET', `/v1/disks/${snapshot.disk_id}`)
    if (disk.status !== 200 || !disk.body.image_id) continue
    const image = (
      await call<{ os: string; version: string; name: string }>(
        'GET',
        `/v1/images/${disk.body.image_id}`,
      )
    ).body
    return { snapshot, image }
  }
  throw new Error('no snapshot of an image disk is seeded')
}

test('an image from a snapshot starts with the OS and version of the image its disk came from', async () => {
  const project = 'atlas-ingest'
  const { snapshot, image } = await snapshotOfAnImage(project)
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[`/projects/${project}/snapshots/${snapshot.name}/images-new`]}>
        <Routes>
          <Route
            path="/projects/:project/snapshots/:snapshot/images-new"
            element={<ImageFromSnapshotForm />}
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  await screen.findByRole('dialog', { name: 'Create image' }, { timeout: 20_000 })
  expect(screen.getByRole('textbox', { name: /^OS/ })).toHaveValue(image.os)
  expect(screen.getByRole('textbox', { name: /^Version/ })).toHaveValue(image.version)
  expect(screen.getByText(new RegExp(`those of the image ${image.name}`))).toBeVisible()
  // the name is the user's to give
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('')
})
