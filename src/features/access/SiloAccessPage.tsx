import { silosApi } from '~/api/endpoints/silos'
import { prefetch } from '~/app/prefetch'
import { useCurrentUser } from '~/app/session'
import { preloadDataTable } from '~/components'
import { AccessPage } from './AccessPage'

/** The silo's policy before the page renders, and the grid chunk alongside it. */
export const siloAccessLoader = async () => {
  preloadDataTable()
  await prefetch(silosApi.endpoints.policyView, undefined)
  return null
}

/** /access: who has which role on the silo. */
export function SiloAccessPage() {
  const me = useCurrentUser()
  return <AccessPage level={{ kind: 'silo' }} scope={{ kind: 'silo', name: me?.siloName ?? '' }} />
}
