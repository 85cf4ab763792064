import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { affinityApi } from '~/api/endpoints/affinity'
import { createTestStore } from '~/api/endpoints/testing'
import { AddMemberModal } from './AddMemberModal'

// MUI dialogs are slow in jsdom on a busy machine; the default 5 s is about speed, not behaviour.
jest.setTimeout(30_000)

// the seeded fleet: atlas-ingest's ingest-spread holds ingest-worker-1, -2 and -3
const mock = mockApiForEachTest({ seed: true, freezeStates: true })

async function open() {
  const store = createTestStore()
  const query = { project: 'atlas-ingest' }
  const group = await store
    .dispatch(
      affinityApi.endpoints.antiAffinityGroupView.initiate({
        path: { antiAffinityGroup: 'ingest-spread' },
        query,
      }),
    )
    .unwrap()
  const members = await store
    .dispatch(
      affinityApi.endpoints.antiAffinityGroupMemberList.initiate({
        path: { antiAffinityGroup: group.id },
      }),
    )
    .unwrap()
  const onDismiss = jest.fn()
  render(
    <Provider store={store}>
      <AddMemberModal
        kind="anti-affinity"
        group={group}
        project="atlas-ingest"
        memberIds={new Set(members.items.map((m) => m.value.id))}
        onDismiss={onDismiss}
      />
    </Provider>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Add instance' })
  const picker = within(dialog).getByRole('combobox', { name: 'Instance' })
  await within(picker).findByRole('option', { name: 'ingest-archive' })
  return { dialog, picker, onDismiss, group }
}

test('members are not offered; an instance holding a sled is offered disabled with the reason', async () => {
  const { picker } = await open()
  const names = within(picker)
    .getAllByRole('option')
    .map((o) => o.textContent)
  expect(names).not.toContain('ingest-worker-1')
  expect(
    within(picker).getByRole('option', { name: 'tile-cache (migrating: stop it first)' }),
  ).toBeDisabled()
  expect(within(picker).getByRole('option', { name: 'ingest-archive' })).toBeEnabled()
})

test('adding sends the instance by id and closes; nothing is sent until one is picked', async () => {
  const { dialog, picker, onDismiss, group } = await open()
  const add = within(dialog).getByRole('button', { name: 'Add' })
  expect(add).toBeDisabled()
  await userEvent.selectOptions(picker, 'ingest-archive')
  await userEvent.click(add)
  await waitFor(() => expect(onDismiss).toHaveBeenCalled())
  const posts = mock.requests().filter((r) => r.method === 'POST')
  expect(posts).toHaveLength(1)
  expect(posts[0]?.url).toMatch(
    new RegExp(`^/v1/anti-affinity-groups/${group.id}/members/instance/[0-9a-f-]{36}$`),
  )
})
