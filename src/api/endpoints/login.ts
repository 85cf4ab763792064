import { api, TAG_TYPES } from '../api'
import type {
  LoginLocalPathParams,
  LoginSamlPathParams,
  UsernamePasswordCredentials,
} from '../generated/types'
import * as ops from '../generated/operations'
import { toApiArgs } from './request'
import { ifSucceeded } from './tags'

// After a sign-in a different user may be looking: whatever is cached was fetched as someone else
// (or as nobody), so every tag goes stale.
const everything = (error: unknown) => ifSucceeded(error, TAG_TYPES)

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginLocal: build.mutation<
      void,
      { path: LoginLocalPathParams; body: UsernamePasswordCredentials }
    >({
      query: (arg) => toApiArgs(ops.loginLocal, arg),
      invalidatesTags: (_result, error) => everything(error),
    }),
    // The contract's body is an octet stream the identity provider produced; it is passed on as
    // given (the shared baseQuery sends JSON), and may be left out.
    loginSaml: build.mutation<void, { path: LoginSamlPathParams; body?: unknown }>({
      query: (arg) => toApiArgs(ops.loginSaml, arg),
      invalidatesTags: (_result, error) => everything(error),
    }),
  }),
})

export const { useLoginLocalMutation, useLoginSamlMutation } = loginApi
