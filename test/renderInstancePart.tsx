import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import type { Instance } from '~/api/generated/types'
import { instancesApi } from '~/api/endpoints/instances'
import { createTestStore } from '~/api/endpoints/testing'
import { useProjectChangeGate } from '~/app/roles'
import { ChangeGateContext, Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'

const PROJECT = 'atlas-ingest'

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
        query: { project: PROJECT },
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

/** The project's frame gives a section its role gate. */
function ProjectGate({ children }: { children: ReactNode }) {
  const gate = useProjectChangeGate(PROJECT)
  return <ChangeGateContext.Provider value={gate}>{children}</ChangeGateContext.Provider>
}

/**
 * A section that changes the instance, as its page holds it: with the confirm dialog and the
 * toasts it opens, and (`gated`) the project's role gate. The test clears them after each test
 * (`clearOverlays`, renderAtHere.tsx).
 */
export function renderInstanceSection(
  name: string,
  section: (instance: Instance) => ReactNode,
  { gated }: { gated: boolean },
): Promise<Instance> {
  return renderInstancePart(name, (instance) => {
    const overlays = (
      <>
        <ConfirmActionModal />
        <Toaster />
        {section(instance)}
      </>
    )
    return gated ? <ProjectGate>{overlays}</ProjectGate> : overlays
  })
}
