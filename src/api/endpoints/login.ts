import { api, TAG_TYPES } from '../api'
import { loginEndpoints } from '../generated/endpoints/login'
import { ifSucceeded } from './tags'

// After a sign-in a different user may be looking: whatever is cached was fetched as someone else
// (or as nobody), so every tag goes stale.
const everything = (_result: unknown, error: unknown) => ifSucceeded(error, TAG_TYPES)

export const loginApi = api.injectEndpoints({ endpoints: loginEndpoints }).enhanceEndpoints({
  endpoints: {
    loginLocal: { invalidatesTags: everything },
    // The contract's body is an octet stream the identity provider produced; it is passed on as
    // given, and is undefined when the mock plays the identity provider.
    loginSaml: { invalidatesTags: everything },
  },
})

export const { useLoginLocalMutation, useLoginSamlMutation } = loginApi
