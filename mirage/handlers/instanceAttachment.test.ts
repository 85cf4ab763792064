import type { Server } from 'miragejs'
import { call, type ErrorBody } from '~test/mirage/testing'
import { makeServer } from '../server'

// The attach rules floating IPs and external subnets share, each refusal in its resource's words
// (floatingIps.test.ts holds the floating IP's; these are the external subnet's). Seeded in
// atlas-ingest: ingest-edge attached to ingest-worker-1, ingest-reserve detached, and
// ingest-archive failed for good (auto-restart off).

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const P = 'project=atlas-ingest'
const subnet = (path: string, method = 'POST', instance?: string) =>
  call<ErrorBody & { instance_id?: string | null }>(
    method,
    `/v1/external-subnets/${path}?${P}`,
    instance ? { json: { instance } } : undefined,
  )

test('an external subnet attaches to one instance at a time, in a state that takes it', async () => {
  expect((await subnet('ingest-edge/attach', 'POST', 'ingest-worker-2')).body.message).toBe(
    'external subnet cannot be attached to one instance while still attached to another',
  )
  expect((await subnet('ingest-edge', 'DELETE')).body.message).toBe(
    'External subnet cannot be deleted while attached to an instance',
  )
  expect((await subnet('ingest-reserve/detach')).body.message).toBe(
    'External subnet is not attached to an instance',
  )
  expect((await subnet('ingest-reserve/attach', 'POST', 'ingest-archive')).body.message).toBe(
    'cannot attach an external subnet to an instance in state failed',
  )
  const attached = await subnet('ingest-reserve/attach', 'POST', 'ingest-worker-2')
  expect([attached.status, attached.body.instance_id]).toEqual([202, expect.any(String)])
})
