import { api } from '../api'
import type { DeviceAuthVerify } from '../generated/types'
import * as ops from '../generated/operations'
import { toApiArgs } from './request'

// deviceAuthRequest and deviceAccessToken are not here: the contract sends them form-urlencoded and
// the shared baseQuery only speaks JSON. The console only confirms codes; the CLI does the rest.
export const consoleAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<void, void>({
      query: () => toApiArgs(ops.logout),
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
    }),
    deviceAuthConfirm: build.mutation<void, { body: DeviceAuthVerify }>({
      query: (arg) => toApiArgs(ops.deviceAuthConfirm, arg),
    }),
  }),
})

export const { useLogoutMutation, useDeviceAuthConfirmMutation } = consoleAuthApi
