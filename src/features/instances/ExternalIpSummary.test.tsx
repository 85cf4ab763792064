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
