import Alert from '@mui/material/Alert'
import { useEffect, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { versionHeader } from '~/api/apiVersion'
import { MOCK_SILO_NAME } from '~/app/mockSilo'
import { AuthPageLayout } from '~/app/layouts/AuthPageLayout'

/**
 * /login: the API host answers a page load of /login itself (the dev server proxies it too),
 * redirecting to the silo's login page. The console renders this route in mock mode (one known
 * silo), or if it is reached by client-side navigation, when it asks the host the same question
 * and follows its answer.
 */
export function LoginRedirect() {
  const [params] = useSearchParams()
  const search = params.toString() ? `?${params.toString()}` : ''
  if (process.env.MOCK_API === 'true')
    return <Navigate replace to={`/login/${MOCK_SILO_NAME}/local${search}`} />
  return <AskApiHost search={search} />
}

function AskApiHost({ search }: { search: string }) {
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    // A JSON request is proxied, and fetch follows the host's redirect: the final URL is the
    // silo's login page.
    fetch(`/login${search}`, {
      headers: { Accept: 'application/json', ...versionHeader },
      signal: controller.signal,
    })
      .then((res) => {
        const url = new URL(res.url, window.location.origin)
        if (url.origin === window.location.origin && /^\/login\/[^/]+\//.test(url.pathname)) {
          void navigate(url.pathname + url.search, { replace: true })
        } else setFailed(true)
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [search, navigate])
  if (!failed) return null
  return (
    <AuthPageLayout title="Sign in">
      <Alert severity="error">Could not find this silo&apos;s sign-in page. Try again later.</Alert>
    </AuthPageLayout>
  )
}
