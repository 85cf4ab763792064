import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { copyIdFrom, openRowMenu } from '~test/rowMenu'
import { clearOverlays } from '~test/renderAtHere'
import { renderInstanceSection } from '~test/renderInstancePart'
import { AffinitySection } from './AffinitySection'
import { errorResponse } from '~mirage/util/errors'

// An instance's groups on its settings tab, over the seeded mock: atlas-ingest's ingest-spread
// (anti-affinity) holds the ingest workers, ingest-colocate (affinity) worker 1 and tile-cache.

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true, freezeStates: true })
afterEach(clearOverlays)

const renderFor = (name: string) =>
  renderInstanceSection(
    name,
    (instance) => <AffinitySection project="atlas-ingest" instance={instance} />,
    { gated: false },
  )

const groupsTable = () => screen.findByRole('grid', { name: 'Affinity groups' })

test('a running instance lists its groups; Add to group is disabled with the reason', async () => {
  await renderFor('ingest-worker-1')
  const table = await groupsTable()
  expect(await within(table).findByRole('link', { name: 'ingest-spread' })).toBeInTheDocument()
  expect(within(table).getByRole('link', { name: 'ingest-colocate' })).toBeInTheDocument()
  const add = screen.getByRole('button', { name: 'Add to group' })
  expect(add).toHaveAttribute('aria-disabled', 'true')
  expect(add).toHaveAccessibleDescription(
    'Only a creating, stopped or failed instance can be added to a group; stop it first',
  )
  await userEvent.click(add)
  expect(screen.queryByRole('dialog', { name: 'Add to group' })).not.toBeInTheDocument()
})

test('a failed instance joins an anti-affinity group and leaves it again', async () => {
  const instance = await renderFor('ingest-archive')
  expect(await screen.findByRole('heading', { name: 'In no group' })).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Add to group' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add to group' })
  const picker = within(dialog).getByRole('combobox', { name: 'Group' })
  await within(picker).findByRole('option', { name: 'ingest-spread' })
  await userEvent.selectOptions(picker, 'ingest-spread')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  const posts = mock.requests().filter((r) => r.method === 'POST')
  expect(posts.map((r) => r.url)).toEqual([
    expect.stringMatching(
      new RegExp(`^/v1/anti-affinity-groups/[0-9a-f-]{36}/members/instance/${instance.id}$`),
    ),
  ])
  const table = await groupsTable()
  expect(await within(table).findByRole('link', { name: 'ingest-spread' })).toBeInTheDocument()

  await userEvent.click(
    within(table).getByRole('button', { name: 'Row actions for ingest-spread' }),
  )
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Leave group' }))
  const confirm = await screen.findByRole('dialog', { name: 'Leave group' })
  await userEvent.click(within(confirm).getByRole('button', { name: 'Leave' }))
  expect(await screen.findByRole('heading', { name: 'In no group' })).toBeInTheDocument()
  expect(
    mock
      .requests()
      .filter((r) => r.method === 'DELETE')
      .map((r) => r.url),
  ).toEqual([posts[0]?.url])
})

test('groups that could not be loaded say why; Retry shows them', async () => {
  let refuse = true
  mock.server().get('/v1/instances/:instance/anti-affinity-groups', () =>
    refuse
      ? errorResponse(503, 'ServiceUnavailable', 'groups are resting')
      : {
          items: [
            {
              id: '5eed0a00-0000-4000-8000-0000000000aa',
              name: 'late-spread',
              description: '',
              policy: 'allow',
              failure_domain: 'sled',
              project_id: '5eed0a00-0000-4000-8000-0000000000bb',
              time_created: '2026-01-05T10:00:00Z',
              time_modified: '2026-01-05T10:00:00Z',
            },
          ],
          next_page: null,
        },
  )
  await renderFor('ingest-worker-1')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the groups: Groups are resting')
  expect(screen.queryByRole('grid', { name: 'Affinity groups' })).toBeNull()

  refuse = false
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  const table = await groupsTable()
  expect(await within(table).findByRole('link', { name: 'late-spread' })).toBeInTheDocument()
  expect(within(table).getByRole('link', { name: 'ingest-colocate' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a group’s menu offers Copy ID before Leave group, and says Copied', async () => {
  // setup() gives the page a clipboard to copy to
  const user = userEvent.setup()
  await renderFor('ingest-worker-1')
  const table = await groupsTable()
  await within(table).findByRole('link', { name: 'ingest-spread' })
  const { menu, items } = await openRowMenu(user, table, 'ingest-spread')
  expect(items).toEqual(['Copy ID', 'Leave group'])
  const copied = await copyIdFrom(user, menu)
  expect(copied).toMatch(/^[0-9a-f-]{36}$/)
})
