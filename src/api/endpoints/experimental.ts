import { api } from '../api'
import { experimentalEndpoints } from '../generated/endpoints/experimental'
import { invalidatesItem, invalidatesList, param, providesItem, providesList, tagsOf } from './tags'

// Probes and support bundles.
export const experimentalApi = api
  .injectEndpoints({ endpoints: experimentalEndpoints })
  .enhanceEndpoints({
    endpoints: {
      probeList: { providesTags: providesList('Probe') },
      // a probe takes an external address from a pool
      probeCreate: { invalidatesTags: invalidatesList('Probe', 'IpPoolUtilization') },
      probeView: { providesTags: providesItem('Probe', 'probe') },
      probeDelete: { invalidatesTags: invalidatesItem('Probe', 'probe', 'IpPoolUtilization') },

      supportBundleList: { providesTags: providesList('SupportBundle') },
      supportBundleCreate: { invalidatesTags: invalidatesList('SupportBundle') },
      supportBundleView: { providesTags: providesItem('SupportBundle', 'bundleId') },
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
  useProbeListQuery,
  useProbeCreateMutation,
  useProbeViewQuery,
  useProbeDeleteMutation,
  useSupportBundleListQuery,
  useSupportBundleCreateMutation,
  useSupportBundleViewQuery,
  useSupportBundleDeleteMutation,
  useSupportBundleIndexQuery,
  useSupportBundleDownloadQuery,
  useSupportBundleDownloadFileQuery,
  useSupportBundleHeadQuery,
  useSupportBundleHeadFileQuery,
} = experimentalApi
