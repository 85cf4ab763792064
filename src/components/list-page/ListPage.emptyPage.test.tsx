import { render, screen, waitFor, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { routeParam } from '~/app/routes/params'
import { processRequestBody } from '~/api/casing'
import { instancesApi } from '~/api/endpoints/instances'
import { createTestStore } from '~/api/endpoints/testing'
import type { Instance } from '~/api/generated/types'
import { nameLinkColumn } from '../table/columns'
import { ListPage } from './ListPage'
import { fakeFetch } from '~test/fakeFetch'

// Issue 43 §5: a page with no items that names a next page is not the end of the list.

jest.setTimeout(30_000)

const instance = (name: string): Instance => ({
  id: '00000000-0000-4000-8000-000000000001',
  name,
  description: '',
  hostname: name,
  projectId: '00000000-0000-4000-8000-999999999999',
  ncpus: 1,
  memory: 1024 ** 3,
  runState: 'running',
  autoRestartEnabled: false,
  enableJumboFrames: false,
  timeCreated: new Date(0),
  timeModified: new Date(0),
  timeRunStateUpdated: new Date(0),
})

/** The instances list, page by page token: `pages[token ?? '']`. */
function serve(pages: Record<string, { items: Instance[]; nextPage: string | null }>) {
  const asked: (string | null)[] = []
  globalThis.fetch = fakeFetch((url: string) => {
    const token = new URL(url, 'http://x').searchParams.get('page_token')
    asked.push(token)
    const body = JSON.stringify(processRequestBody(pages[token ?? '']))
    return Promise.resolve({ ok: true, status: 200, text: async () => body })
  })
  return asked
}

function renderList() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects/atlas/instances']}>
        <Routes>
          <Route
            path="/projects/:project/instances"
            element={
              <ListPage
                title="Instances"
                label="Instances"
                endpoint={instancesApi.endpoints.instanceList}
                query={(params) => ({ project: routeParam(params, 'project') })}
                kind="instances"
                columns={[nameLinkColumn((i: Instance) => `/x/${i.name}`)]}
                empty={{ title: 'No instances', body: 'None yet.' }}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

test('an empty first page with a next page token: the list follows it to the rows', async () => {
  const asked = serve({
    '': { items: [], nextPage: 'second' },
    second: { items: [], nextPage: 'third' },
    third: { items: [instance('web-1')], nextPage: null },
  })
  renderList()
  const grid = await screen.findByRole('grid', { name: 'Instances' }, { timeout: 20_000 })
  expect(await within(grid).findByRole('link', { name: 'web-1' })).toBeInTheDocument()
  expect(screen.queryByText('No instances')).not.toBeInTheDocument()
  expect(asked).toEqual([null, 'second', 'third'])
})

test('a token that goes round in a circle is followed once: an empty page, Previous reachable', async () => {
  const asked = serve({
    '': { items: [], nextPage: 'again' },
    again: { items: [], nextPage: 'again' },
  })
  renderList()
  // an empty later page keeps its table (DataTable), so the way back stays on screen
  const grid = await screen.findByRole('grid', { name: 'Instances' }, { timeout: 20_000 })
  await waitFor(() => expect(asked).toEqual([null, 'again']))
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled(),
  )
  expect(within(grid).queryAllByRole('link')).toEqual([])
})
