import { api } from '../api'
import { floatingIpsEndpoints } from '../generated/endpoints/floatingIps'
import {
  field,
  ifSucceeded,
  invalidatesItem,
  invalidatesList,
  providesItem,
  providesList,
  tagsOf,
} from './tags'

const item = invalidatesItem('FloatingIp', 'floatingIp')

export const floatingIpsApi = api
  .injectEndpoints({ endpoints: floatingIpsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      floatingIpList: { providesTags: providesList('FloatingIp') },
      // an address taken from a pool
      floatingIpCreate: { invalidatesTags: invalidatesList('FloatingIp', 'IpPoolUtilization') },
      floatingIpView: { providesTags: providesItem('FloatingIp', 'floatingIp') },
      floatingIpUpdate: { invalidatesTags: item },
      floatingIpDelete: {
        invalidatesTags: invalidatesItem('FloatingIp', 'floatingIp', 'IpPoolUtilization'),
      },
      // the instance's external IPs, under the instance as addressed and as returned
      floatingIpAttach: {
        invalidatesTags: (result, error, arg) => [
          ...item(result, error, arg),
          ...ifSucceeded(error, tagsOf('ExternalIp', arg.body.parent, field(result, 'instanceId'))),
        ],
      },
      // The response no longer names the instance it was attached to: every instance's external IPs.
      floatingIpDetach: {
        invalidatesTags: (result, error, arg) => [
          ...item(result, error, arg),
          ...ifSucceeded(error, ['ExternalIp']),
        ],
      },
    },
  })

export const {
  useFloatingIpListQuery,
  useFloatingIpCreateMutation,
  useFloatingIpViewQuery,
  useFloatingIpUpdateMutation,
  useFloatingIpDeleteMutation,
  useFloatingIpAttachMutation,
  useFloatingIpDetachMutation,
} = floatingIpsApi
