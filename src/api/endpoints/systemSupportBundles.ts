import { api } from '../api'
import { systemSupportBundlesEndpoints } from '../generated/endpoints/systemSupportBundles'
import { invalidatesItem, invalidatesList, param, providesItem, providesList, tagsOf } from './tags'

// Support bundles: collected diagnostics an operator downloads and hands to support.
export const systemSupportBundlesApi = api
  .injectEndpoints({ endpoints: systemSupportBundlesEndpoints })
  .enhanceEndpoints({
    endpoints: {
      supportBundleList: { providesTags: providesList('SupportBundle') },
      supportBundleCreate: { invalidatesTags: invalidatesList('SupportBundle') },
      supportBundleView: { providesTags: providesItem('SupportBundle', 'bundleId') },
      // the comment shows in the list as well as on the bundle's page
      supportBundleUpdate: { invalidatesTags: invalidatesItem('SupportBundle', 'bundleId') },
      supportBundleDelete: { invalidatesTags: invalidatesItem('SupportBundle', 'bundleId') },
      // what the bundle holds is listed while it exists; deleting the bundle refreshes it
      supportBundleIndex: {
        providesTags: (_index, _error, arg) =>
          tagsOf('SupportBundle', param(arg, 'path', 'bundleId')),
      },
      // The downloads and their HEADs provide nothing: they are files handed to the browser, not
      // data the console shows, and a collected bundle's files never change.
    },
  })

export const {
  useSupportBundleListQuery,
  useSupportBundleCreateMutation,
  useSupportBundleViewQuery,
  useSupportBundleUpdateMutation,
  useSupportBundleDeleteMutation,
  useSupportBundleIndexQuery,
  useSupportBundleDownloadQuery,
  useSupportBundleDownloadFileQuery,
  useSupportBundleHeadQuery,
  useSupportBundleHeadFileQuery,
} = systemSupportBundlesApi
