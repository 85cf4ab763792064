import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useRouteParams } from '~/app/routes/params'
import { api } from '~/api/api'
import { useLoginSamlMutation } from '~/api/endpoints/login'
import { messageOf } from '~/api/errors'
import { useAppDispatch } from '~/app/hooks'
import { AuthPageLayout } from '~/app/layouts/AuthPageLayout'
import { safeRedirect } from '~/app/navigation'

/**
 * Single sign-on: the real flow leaves the console for the identity provider, which posts back to
 * the API host. The mock has no identity provider, so in mock mode the button plays its part and
 * posts the (empty) assertion itself.
 */
export function SamlLoginPage() {
  const { silo, provider } = useRouteParams('silo', 'provider')
  const [params] = useSearchParams()
  const redirectTo = safeRedirect(params.get('redirect_uri'))
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const [loginSaml, { isLoading }] = useLoginSamlMutation()
  const [error, setError] = useState<string | null>(null)

  const idpUrl = `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/redirect?redirect_uri=${encodeURIComponent(redirectTo)}`

  return (
    <AuthPageLayout title="Sign in" subtitle={`Silo ${silo}`}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {process.env.MOCK_API === 'true' ? (
        <Button
          fullWidth
          variant="contained"
          disabled={isLoading}
          onClick={async () => {
            setError(null)
            try {
              // no assertion: the mock has no identity provider to produce one
              await loginSaml({
                path: { siloName: silo, providerName: provider },
                body: undefined,
              }).unwrap()
              dispatch(api.util.resetApiState())
              void navigate(redirectTo, { replace: true })
            } catch (e) {
              setError(messageOf(e))
            }
          }}
        >
          Sign in with {provider}
        </Button>
      ) : (
        <Button fullWidth variant="contained" href={idpUrl}>
          Sign in with {provider}
        </Button>
      )}
    </AuthPageLayout>
  )
}
