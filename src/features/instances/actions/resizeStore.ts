import type { Instance } from '~/api/generated/types'
import { createStore } from '~/components/createStore'

// The resize form opens from a list row, the detail header and the settings tab; one form is
// mounted by the project layout and reads which instance to resize from here.
const store = createStore<Instance | null>(null)

export const useResizeTarget = store.useValue
export const openResize = (instance: Instance) => store.set(instance)
export const closeResize = () => store.set(null)
