import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { api } from '~/api/api'
import { useLogoutMutation } from '~/api/endpoints/consoleAuth'
import { messageOf } from '~/api/errors'
import { addToast, clearToasts, forgetListPlaces } from '~/components'
import { useAppDispatch } from './hooks'

/**
 * Spec §2: logging out calls logout and, on success, goes to login with nothing cached and no
 * toast or list place left over (on a shared screen, the next person need not read what the last
 * one did).
 */
export function useSignOut() {
  const [logout] = useLogoutMutation()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  return useCallback(async () => {
    try {
      await logout().unwrap()
      dispatch(api.util.resetApiState())
      clearToasts()
      // the lists' pages, sorts and filters were the last person's
      forgetListPlaces()
      void navigate('/login')
    } catch (e) {
      addToast({ variant: 'error', title: 'Could not sign out', content: messageOf(e) })
    }
  }, [logout, navigate, dispatch])
}
