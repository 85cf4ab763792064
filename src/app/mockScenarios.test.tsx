import { render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call, type Page } from '~test/mirage/testing'
import { SEED_BASE } from '~mirage/context'
import { createTestStore } from '~/api/endpoints/testing'
import { InstancesPage } from '~/features/instances/list/InstancesPage'
import { ProjectsPage } from '~/features/projects/ProjectsPage'

// Each training scenario the demo offers (src/app/mockScenarios.ts), loaded as the mock builds it
// at page load, and what a trainee sees there: the console's pages and the API's answers.

// the lists' grid is a lazily loaded chunk; a loaded machine takes seconds to render it
jest.setTimeout(60_000)

function renderAt(path: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/projects/:project/instances" element={<InstancesPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const count = async (url: string) =>
  (await call<Page<unknown>>('GET', `${url}${url.includes('?') ? '&' : '?'}limit=10000`)).body.items
    .length
type Utilization = { capacity: number; remaining: number }

describe('empty-silo: a new silo on its first day', () => {
  mockApiForEachTest({ seed: true, scenario: 'empty-silo' })

  test('the projects page shows its empty state and its first step', async () => {
    renderAt('/projects')
    expect(await screen.findByText('No projects', undefined, { timeout: 20_000 })).toBeVisible()
    expect(screen.getAllByRole('link', { name: 'New project' }).length).toBeGreaterThan(0)
  })

  test('nothing in the silo yet: no images, SSH keys or tokens; the rack and pools are there', async () => {
    expect(await count('/v1/images')).toBe(0)
    expect(await count('/v1/me/ssh-keys')).toBe(0)
    expect(await count('/v1/me/access-tokens')).toBe(0)
    expect(await count('/v1/system/hardware/sleds')).toBe(8)
    expect(await count('/v1/ip-pools')).toBeGreaterThan(0)
  })
})

describe('large-fleet: scale', () => {
  mockApiForEachTest({ seed: true, scenario: 'large-fleet' })

  test('100 projects, one with 1,000 instances and 1,000 disks; the default pool nearly full', async () => {
    expect(await count('/v1/projects')).toBe(100)
    expect(await count('/v1/instances?project=bulk-1000')).toBe(1000)
    expect(await count('/v1/disks?project=bulk-1000')).toBe(1000)
    const pool = await call<Utilization>('GET', '/v1/system/ip-pools/default/utilization')
    expect(1 - pool.body.remaining / pool.body.capacity).toBeGreaterThanOrEqual(0.95)
  })

  test('the big project pages through its instances', async () => {
    const first = await call<Page<{ name: string }>>('GET', '/v1/instances?project=bulk-1000')
    expect(first.body.items.map((i) => i.name).slice(0, 2)).toEqual(['bulk-0001', 'bulk-0002'])
    expect(first.body.next_page).not.toBeNull()
  })
})

describe('incident: every warning and error a few clicks away', () => {
  mockApiForEachTest({ seed: true, scenario: 'incident' })

  test('the instances list says what each failed instance will do', async () => {
    renderAt('/projects/checkout/instances')
    const grid = await screen.findByRole('grid', { name: 'Instances' }, { timeout: 20_000 })
    for (const note of [
      'Failed: due for automatic restart',
      /^Failed: restarts after its cooldown, in /,
      'Failed: automatic restart disabled',
    ]) {
      expect(await within(grid).findByText(note)).toBeVisible()
    }
  })

  test('faulted disks, an expunged sled, a silo at its quota, a pool with no free address', async () => {
    const disks = await call<Page<{ state: { state: string } }>>(
      'GET',
      '/v1/disks?project=checkout',
    )
    expect(disks.body.items.filter((d) => d.state.state === 'faulted')).toHaveLength(2)
    const sleds = await call<Page<{ policy: { kind: string } }>>('GET', '/v1/system/hardware/sleds')
    expect(sleds.body.items.some((s) => s.policy.kind === 'expunged')).toBe(true)

    const disk = await call('POST', '/v1/disks?project=checkout', {
      json: {
        name: 'more',
        description: '',
        size: 1024 ** 3,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
      },
    })
    expect(disk).toMatchObject({ status: 507, body: { error_code: 'InsufficientCapacity' } })
    const fip = await call('POST', '/v1/floating-ips?project=checkout', {
      json: { name: 'another', description: '' },
    })
    expect(fip).toMatchObject({
      status: 507,
      body: { message: 'No external IP addresses available' },
    })
  })

  test('its story holds together: the failures are hours old, bundles name sleds it has', async () => {
    const hoursAgo = (time: string) => (SEED_BASE - Date.parse(time)) / 3_600_000
    const instances = await call<Page<{ run_state: string; time_run_state_updated: string }>>(
      'GET',
      '/v1/instances?project=checkout',
    )
    const failed = instances.body.items.filter((i) => i.run_state === 'failed')
    expect(failed).toHaveLength(3)
    for (const i of failed) expect(hoursAgo(i.time_run_state_updated)).toBeLessThanOrEqual(3)
    const disks = await call<Page<{ state: { state: string }; time_modified: string }>>(
      'GET',
      '/v1/disks?project=checkout',
    )
    for (const d of disks.body.items.filter((d) => d.state.state === 'faulted'))
      expect(hoursAgo(d.time_modified)).toBeLessThanOrEqual(3)

    const sleds = await call<Page<{ baseboard: { serial: string } }>>(
      'GET',
      '/v1/system/hardware/sleds',
    )
    const serials = sleds.body.items.map((s) => s.baseboard.serial)
    const bundles = await call<
      Page<{ reason_for_creation: string; reason_for_failure: string | null }>
    >('GET', '/v1/system/support-bundles')
    const named = bundles.body.items.flatMap(
      (b) =>
        `${b.reason_for_creation} ${b.reason_for_failure ?? ''}`.match(/\bBRM\w+|\bsled-\w+/g) ??
        [],
    )
    expect(named.length).toBeGreaterThan(0)
    for (const sled of named) expect(serials).toContain(sled)
  })

  test('on-call’s webhook refused every alert of it, which a status page took', async () => {
    type Delivery = { state: string; attempts: { webhook: { response: { status: number } }[] } }
    const oncall = await call<Page<Delivery>>(
      'GET',
      '/v1/alert-receivers/on-call-webhook/deliveries?limit=100',
    )
    expect(oncall.body.items.length).toBeGreaterThan(5)
    for (const d of oncall.body.items) {
      expect(d.state).toBe('failed')
      expect(d.attempts.webhook.map((a) => a.response.status)).toEqual([503, 503, 503])
    }
    const status = await call<Page<Delivery>>(
      'GET',
      '/v1/alert-receivers/status-page/deliveries?limit=100',
    )
    expect(status.body.items.every((d) => d.state === 'delivered')).toBe(true)
  })
})
