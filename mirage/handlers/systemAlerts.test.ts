import type { Server } from 'miragejs'
import { call, login, type Page } from '~test/mirage/testing'
import { makeServer } from '../server'
import { alertSeedId } from '../sim/scenarios/alerts'

// Alerts and webhooks on the default seed: a receiver's endpoint answers as its record says, so a
// test and a resend come out the same way every time; fleet viewers read, fleet admins change.

type Delivery = {
  state: string
  trigger: string
  alert_id: string
  attempts: {
    webhook: { result: string; response: { status: number; duration_ms: number } | null }[]
  }
}
type Probe = { probe: Delivery; resends_started: number | null }

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

test('a test gets the answer of the receiver’s endpoint, every time the same', async () => {
  for (let i = 0; i < 2; i++) {
    const pager = await call<Probe>('POST', '/v1/alert-receivers/ops-pager/probe')
    expect(pager.body.probe).toMatchObject({ state: 'delivered', trigger: 'probe' })
    expect(pager.body.probe.attempts.webhook[0]?.response).toEqual({ status: 200, duration_ms: 84 })
  }
  const siem = await call<Probe>('POST', '/v1/alert-receivers/legacy-siem/probe?resend=true')
  expect(siem.body.probe.state).toBe('failed')
  expect(siem.body.probe.attempts.webhook[0]).toMatchObject({
    result: 'failed_unreachable',
    response: null,
  })
  // nothing is resent through a probe that did not get through
  expect(siem.body.resends_started).toBeNull()
})

test('a probe that gets through resends what failed; a resend is a new delivery', async () => {
  const failed = await call<Page<Delivery>>(
    'GET',
    '/v1/alert-receivers/ticket-bridge/deliveries?failed=true',
  )
  expect(failed.body.items.map((d) => d.state)).toEqual(['failed'])
  const probe = await call<Probe>('POST', '/v1/alert-receivers/ticket-bridge/probe?resend=true')
  // the one failed delivery was already resent and delivered: nothing left to resend
  expect(probe.body.resends_started).toBe(0)

  const resend = await call('POST', `/v1/alerts/${alertSeedId(1)}/resend?receiver=ops-pager`)
  expect(resend.status).toBe(201)
  const pager = await call<Page<Delivery>>(
    'GET',
    '/v1/alert-receivers/ops-pager/deliveries?sort_by=time_and_id_descending',
  )
  expect(pager.body.items[0]).toMatchObject({ alert_id: alertSeedId(1), trigger: 'resend' })
})

test('a fleet viewer reads receivers but may not make one; a plain user may not read them', async () => {
  const body = {
    name: 'mine',
    description: '',
    endpoint: 'https://example.test/hook',
    secrets: ['s'],
  }
  expect((await login('mei', 'read only')).status).toBe(204)
  expect((await call('GET', '/v1/alert-receivers')).status).toBe(200)
  expect((await call('POST', '/v1/webhook-receivers', { json: body })).status).toBe(403)
  expect((await login('noor', 'plain user')).status).toBe(204)
  expect((await call('GET', '/v1/alerts')).status).toBe(403)
})
