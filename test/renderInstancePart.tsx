import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import type { Instance } from '~/api/generated/types'
import { instancesApi } from '~/api/endpoints/instances'
import { createTestStore } from '~/api/endpoints/testing'

/**
 * A part of an instance's page (a section of a tab) for a seeded atlas-ingest instance: the
 * instance read from the mock as the page's loader reads it, then `part(instance)` rendered with
 * a store and a router. Answers the instance.
 */
export async function renderInstancePart(
  name: string,
  part: (instance: Instance) => ReactNode,
): Promise<Instance> {
  const store = createTestStore()
  const instance = await store
    .dispatch(
      instancesApi.endpoints.instanceView.initiate({
        path: { instance: name },
        query: { project: 'atlas-ingest' },
      }),
    )
    .unwrap()
  render(
    <Provider store={store}>
      <MemoryRouter>{part(instance)}</MemoryRouter>
    </Provider>,
  )
  return instance
}
