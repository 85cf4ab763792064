import { api } from '../api'
import { externalSubnetsEndpoints } from '../generated/endpoints/externalSubnets'
import {
  field,
  ifSucceeded,
  invalidatesItem,
  invalidatesList,
  providesItem,
  providesList,
  tagsOf,
} from './tags'

const item = invalidatesItem('ExternalSubnet', 'externalSubnet')

// An instance's external subnets (instanceExternalSubnetList, in the instances slice) are cached
// as InstanceExternalSubnet under the instance and each subnet under its own tag: a detach, rename
// or delete refreshes them through the item, an attach through the instance it names.
export const externalSubnetsApi = api
  .injectEndpoints({ endpoints: externalSubnetsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      externalSubnetList: { providesTags: providesList('ExternalSubnet') },
      // a subnet taken from a pool
      externalSubnetCreate: {
        invalidatesTags: invalidatesList('ExternalSubnet', 'SubnetPoolUtilization'),
      },
      externalSubnetView: { providesTags: providesItem('ExternalSubnet', 'externalSubnet') },
      externalSubnetUpdate: { invalidatesTags: item },
      externalSubnetDelete: {
        invalidatesTags: invalidatesItem(
          'ExternalSubnet',
          'externalSubnet',
          'SubnetPoolUtilization',
        ),
      },
      externalSubnetAttach: {
        invalidatesTags: (result, error, arg) => [
          ...item(result, error, arg),
          ...ifSucceeded(
            error,
            tagsOf('InstanceExternalSubnet', arg.body.instance, field(result, 'instanceId')),
          ),
        ],
      },
      externalSubnetDetach: { invalidatesTags: item },
    },
  })

export const {
  useExternalSubnetListQuery,
  useExternalSubnetCreateMutation,
  useExternalSubnetViewQuery,
  useExternalSubnetUpdateMutation,
  useExternalSubnetDeleteMutation,
  useExternalSubnetAttachMutation,
  useExternalSubnetDetachMutation,
} = externalSubnetsApi
