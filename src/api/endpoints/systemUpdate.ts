import { api } from '../api'
import { systemUpdateEndpoints } from '../generated/endpoints/systemUpdate'
import {
  invalidates,
  invalidatesItem,
  invalidatesList,
  providesItem,
  providesList,
  providesOne,
} from './tags'

// Update repositories, the roots they are trusted by, and the release the fleet should run.
export const systemUpdateApi = api
  .injectEndpoints({ endpoints: systemUpdateEndpoints })
  .enhanceEndpoints({
    endpoints: {
      systemUpdateGetRepository: {
        providesTags: (_repo, _error, arg) => [{ type: 'TufRepo', id: arg.path.systemVersion }],
      },
      // the version is inside the uploaded archive, not in the request: every repository view
      systemUpdatePutRepository: { invalidatesTags: invalidates('TufRepo') },
      systemUpdateTrustRootList: { providesTags: providesList('TrustRoot') },
      systemUpdateTrustRootCreate: { invalidatesTags: invalidatesList('TrustRoot') },
      systemUpdateTrustRootView: { providesTags: providesItem('TrustRoot', 'trustRootId') },
      systemUpdateTrustRootDelete: {
        invalidatesTags: invalidatesItem('TrustRoot', 'trustRootId'),
      },
      targetReleaseView: { providesTags: providesOne('TargetRelease') },
      targetReleaseUpdate: { invalidatesTags: invalidates('TargetRelease') },
    },
  })

export const {
  useLazySystemUpdateGetRepositoryQuery,
  useSystemUpdatePutRepositoryMutation,
  useSystemUpdateTrustRootListQuery,
  useSystemUpdateTrustRootCreateMutation,
  useSystemUpdateTrustRootViewQuery,
  useSystemUpdateTrustRootDeleteMutation,
  useTargetReleaseViewQuery,
  useTargetReleaseUpdateMutation,
} = systemUpdateApi
