import { api } from '../api'
import { consoleAuthEndpoints } from '../generated/endpoints/consoleAuth'
import { invalidates, LIST } from './tags'

// Sign-out and the console's half of device sign-in. deviceAuthRequest and deviceAccessToken are
// the CLI's half (form-urlencoded); they are here because every operation is an endpoint, and
// change nothing the console caches.
export const consoleAuthApi = api
  .injectEndpoints({ endpoints: consoleAuthEndpoints })
  .enhanceEndpoints({
    endpoints: {
      logout: {
        // Reset rather than invalidate: invalidating would refetch every mounted query as a signed-out
        // user (a burst of 401s), while a reset drops the previous user's data at once (spec §2: the
        // login page starts with nothing cached). A failed logout keeps the session, so keep its cache.
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled
          } catch {
            return
          }
          dispatch(api.util.resetApiState())
        },
      },
      // confirming a code issues the CLI a token of this user's: their token list grows
      deviceAuthConfirm: { invalidatesTags: invalidates({ type: 'AccessToken', id: LIST }) },
    },
  })

export const {
  useLogoutMutation,
  useDeviceAuthConfirmMutation,
  useDeviceAuthRequestMutation,
  useDeviceAccessTokenMutation,
} = consoleAuthApi
