import { act, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { floatingIpsApi } from '~/api/endpoints/floatingIps'
import { createTestStore } from '~/api/endpoints/testing'
import { ExternalIpSummary } from './ExternalIpSummary'

jest.setTimeout(30_000)

mockApiForEachTest({ seed: true })

test('the header’s addresses follow a floating IP attached elsewhere (the networking tab)', async () => {
  const project = 'atlas-ingest'
  const instance = (
    await call<{ id: string }>('GET', `/v1/instances/ingest-worker-3?project=${project}`)
  ).body
  const spare = (
    await call<{ id: string; ip: string }>(
      'GET',
      `/v1/floating-ips/ingest-spare?project=${project}`,
    )
  ).body
  const store = createTestStore()
  render(
    <Provider store={store}>
      <ExternalIpSummary instanceId={instance.id} />
    </Provider>,
  )
  expect(await screen.findByLabelText('No external IP')).toBeInTheDocument()

  // what the networking tab's Attach floating IP sends
  await act(async () => {
    await store.dispatch(
      floatingIpsApi.endpoints.floatingIpAttach.initiate({
        path: { floatingIp: spare.id },
        body: { kind: 'instance', parent: instance.id },
      }),
    )
  })
  expect(await screen.findByText(spare.ip)).toBeVisible()
})

test('an address of each version is shown, each with its own copy button', async () => {
  // the seeded ingest-worker-2 has an ephemeral IP of each version
  const instance = (
    await call<{ id: string }>('GET', '/v1/instances/ingest-worker-2?project=atlas-ingest')
  ).body
  const ips = await call<{ items: { ip: string }[] }>(
    'GET',
    `/v1/instances/${instance.id}/external-ips`,
  )
  const [v4, v6] = ips.body.items.map((ip) => ip.ip)
  expect([v4?.includes(':'), v6?.includes(':')]).toEqual([false, true])
  render(
    <Provider store={createTestStore()}>
      <ExternalIpSummary instanceId={instance.id} />
    </Provider>,
  )
  expect(await screen.findByRole('button', { name: `Copy ${v4}` })).toBeVisible()
  expect(screen.getByRole('button', { name: `Copy ${v6}` })).toBeVisible()
  expect(screen.queryByLabelText(/more:/)).toBeNull()
})
