import type { Server } from 'miragejs'
import { call, shapeErrors, type Page } from '~test/mirage/testing'
import { makeServer } from '../server'

// The audit log: the seed's week (20 entries before the seed's time, 2025-05-12 09:30 UTC) and an
// entry for every request since that may change something, as its caller made it.

type Entry = {
  id: string
  operation_id: string
  request_uri: string
  time_completed: string
  actor: { kind: string; silo_user_id?: string }
  auth_method: string | null
  result: { kind: string; http_status_code: number; error_code?: string }
}

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const SEEDED_WEEK = 'start_time=2025-05-05T09:30:00Z&end_time=2025-05-12T09:30:00Z'

test('a range is required; its entries come a page at a time in the order asked for', async () => {
  expect((await call('GET', '/v1/system/audit-log')).status).toBe(400)
  const first = await call<Page<Entry>>(
    'GET',
    `/v1/system/audit-log?${SEEDED_WEEK}&sort_by=time_and_id_descending&limit=15`,
  )
  expect(shapeErrors(first.body, 'AuditLogEntryResultsPage')).toEqual([])
  const rest = await call<Page<Entry>>(
    'GET',
    `/v1/system/audit-log?${SEEDED_WEEK}&limit=15&page_token=${first.body.next_page ?? ''}`,
  )
  const times = [...first.body.items, ...rest.body.items].map((e) => e.time_completed)
  expect(times).toHaveLength(20)
  expect(times).toEqual([...times].sort().reverse())
  expect(rest.body.next_page).toBeNull()
})

test('a request that may change something is logged with its caller and result; a read is not', async () => {
  const since = new Date(Date.now() - 1000).toISOString()
  await call('GET', '/v1/projects')
  await call('POST', '/v1/instances/ingest-worker-1/stop?project=atlas-ingest')
  await call('POST', '/v1/projects', { json: { name: 'atlas-ingest', description: '' } })
  const log = await call<Page<Entry>>('GET', `/v1/system/audit-log?start_time=${since}`)
  expect(
    log.body.items.map((e) => [e.operation_id, e.result.http_status_code, e.result.error_code]),
  ).toEqual([
    ['instance_stop', 202, undefined],
    ['project_create', 400, 'ObjectAlreadyExists'],
  ])
  expect(log.body.items[0]).toMatchObject({
    request_uri: '/v1/instances/ingest-worker-1/stop?project=atlas-ingest',
    actor: { kind: 'silo_user', silo_user_id: '5eed0002-0000-4000-8000-000000000001' },
    auth_method: 'session_cookie',
  })
})
