import { api } from '../api'
import { tokensEndpoints } from '../generated/endpoints/tokens'
import { invalidatesItem, providesList } from './tags'

// The signed-in user's device access tokens (issued by device sign-in, see consoleAuth.ts).
export const tokensApi = api.injectEndpoints({ endpoints: tokensEndpoints }).enhanceEndpoints({
  endpoints: {
    currentUserAccessTokenList: { providesTags: providesList('AccessToken') },
    currentUserAccessTokenDelete: { invalidatesTags: invalidatesItem('AccessToken', 'tokenId') },
  },
})

export const { useCurrentUserAccessTokenListQuery, useCurrentUserAccessTokenDeleteMutation } =
  tokensApi
