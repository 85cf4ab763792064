import { useCurrentUser } from '~/app/session'
import { AccessPage } from './AccessPage'
import { siloPolicyView } from './policyViews'

/** /access: who has which role on the silo. */
export function SiloAccessPage() {
  const me = useCurrentUser()
  const policy = siloPolicyView.useView()
  return (
    <AccessPage
      level={{ kind: 'silo' }}
      scope={{ kind: 'silo', name: me?.siloName ?? '' }}
      policies={{ policy }}
    />
  )
}
