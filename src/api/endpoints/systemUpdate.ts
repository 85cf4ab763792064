import { api } from '../api'
import { systemUpdateEndpoints } from '../generated/endpoints/systemUpdate'
import {
  invalidates,
  invalidatesItem,
  invalidatesList,
  LIST,
  providesItem,
  providesList,
  providesOne,
  type Tag,
} from './tags'

// Update repositories, the roots they are trusted by, the release the fleet should run and how
// far the fleet has got towards it.
export const systemUpdateApi = api
  .injectEndpoints({ endpoints: systemUpdateEndpoints })
  .enhanceEndpoints({
    endpoints: {
      systemUpdateStatus: { providesTags: providesOne('TargetRelease') },
      systemUpdateRepositoryList: {
        providesTags: (page): Tag[] => [
          { type: 'TufRepo', id: LIST },
          ...(page?.items.map((repo) => ({ type: 'TufRepo' as const, id: repo.systemVersion })) ??
            []),
        ],
      },
      systemUpdateRepositoryView: {
        providesTags: (_repo, _error, arg) => [{ type: 'TufRepo', id: arg.path.systemVersion }],
      },
      // the version is inside the uploaded archive, not in the request: every repository view
      systemUpdateRepositoryUpload: { invalidatesTags: invalidates('TufRepo') },
      systemUpdateTrustRootList: { providesTags: providesList('TrustRoot') },
      systemUpdateTrustRootCreate: { invalidatesTags: invalidatesList('TrustRoot') },
      systemUpdateTrustRootView: { providesTags: providesItem('TrustRoot', 'trustRootId') },
      systemUpdateTrustRootDelete: {
        invalidatesTags: invalidatesItem('TrustRoot', 'trustRootId'),
      },
      // the status names the target release
      targetReleaseUpdate: { invalidatesTags: invalidates('TargetRelease') },
      // the status says whether automatic update is suspended
      systemUpdateRecoveryFinish: { invalidatesTags: invalidates('TargetRelease') },
    },
  })

export const {
  useSystemUpdateStatusQuery,
  useSystemUpdateRepositoryListQuery,
  useSystemUpdateRepositoryViewQuery,
  useLazySystemUpdateRepositoryViewQuery,
  useSystemUpdateRepositoryUploadMutation,
  useSystemUpdateTrustRootListQuery,
  useSystemUpdateTrustRootCreateMutation,
  useSystemUpdateTrustRootViewQuery,
  useSystemUpdateTrustRootDeleteMutation,
  useTargetReleaseUpdateMutation,
  useSystemUpdateRecoveryFinishMutation,
} = systemUpdateApi
