import { api } from '../api'
import { subnetPoolsEndpoints } from '../generated/endpoints/subnetPools'
import { providesItem, providesList } from './tags'

// The subnet pools of the user's silo, as external subnets are allocated from them (the fleet's
// own view of pools is systemSubnetPools).
export const subnetPoolsApi = api
  .injectEndpoints({ endpoints: subnetPoolsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      subnetPoolList: { providesTags: providesList('SiloSubnetPool') },
      subnetPoolView: { providesTags: providesItem('SiloSubnetPool', 'pool') },
    },
  })

export const { useSubnetPoolListQuery, useSubnetPoolViewQuery } = subnetPoolsApi
