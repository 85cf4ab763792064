import { api } from '../api'
import { ipPoolsEndpoints } from '../generated/endpoints/ipPools'
import { providesItem, providesList } from './tags'

// The IP pools the user's silo may allocate from (the fleet's own view of pools is systemIpPools).
export const ipPoolsApi = api.injectEndpoints({ endpoints: ipPoolsEndpoints }).enhanceEndpoints({
  endpoints: {
    ipPoolList: { providesTags: providesList('SiloIpPool') },
    ipPoolView: { providesTags: providesItem('SiloIpPool', 'pool') },
  },
})

export const { useIpPoolListQuery, useIpPoolViewQuery } = ipPoolsApi
