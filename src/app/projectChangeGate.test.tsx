import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { answeredCount, createTestStore } from '~/api/endpoints/testing'
import { useProjectChangeGate } from './roles'

// Who may change a project's resources (the list shell's gate in a project's frame), from the
// seeded policies: Ada is a silo admin; Mei a silo viewer (the auditors); Lena a silo viewer and
// a collaborator on atlas-ingest.

jest.setTimeout(30_000)
const mock = mockApiForEachTest({ seed: true })

const store = { current: createTestStore() }
beforeEach(() => {
  store.current = createTestStore()
})
function gateIn(project: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store.current}>{children}</Provider>
  )
  return renderHook(() => useProjectChangeGate(project), { wrapper }).result
}
const asked = (path: string) => mock.requests().some((r) => r.url.split('?')[0] === path)
/** The gate is open while the roles load: these say when the answers it reads are in. */
const answered = (endpoint: string) => answeredCount(store.current, endpoint)

test('a silo viewer may not change a project’s resources, and is told who may', async () => {
  await login('mei', 'read only')
  const gate = gateIn('atlas-ingest')
  await waitFor(() =>
    expect(gate.current('change instances')).toBe(
      'Only a project collaborator or admin can change instances',
    ),
  )
})

test('a project role above the silo one counts in that project only', async () => {
  await login('lena', 'just looking')
  const billing = gateIn('billing-api')
  await waitFor(() =>
    expect(billing.current('change disks')).toBe(
      'Only a project collaborator or admin can change disks',
    ),
  )
  const atlas = gateIn('atlas-ingest')
  await waitFor(() => expect(answered('projectPolicyView')).toBe(2))
  expect(atlas.current('change disks')).toBeUndefined()
})

test('a silo admin may, without the project’s policy being asked for', async () => {
  const gate = gateIn('atlas-ingest')
  await waitFor(() => expect(answered('policyView')).toBe(1))
  await waitFor(() => expect(answered('currentUserGroups')).toBe(1))
  expect(gate.current('change instances')).toBeUndefined()
  expect(asked('/v1/projects/atlas-ingest/policy')).toBe(false)
})
