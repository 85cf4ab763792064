import { useEffect } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import { MOCK_API } from '~/app/config'
import { MOCK_SILO_NAME } from '~/app/mockSilo'

/**
 * /login: against a real API host the server answers /login itself with the silo's login page, so
 * the console only gets here in mock mode, where it knows the one mock silo.
 */
export function LoginRedirect() {
  const [params] = useSearchParams()
  const search = params.toString()
  useEffect(() => {
    if (!MOCK_API) window.location.replace(`/login${search ? `?${search}` : ''}`)
  }, [search])
  if (!MOCK_API) return null
  return <Navigate replace to={`/login/${MOCK_SILO_NAME}/local${search ? `?${search}` : ''}`} />
}
