import { api } from '../api'
import { systemIpPoolsEndpoints } from '../generated/endpoints/systemIpPools'
import { poolTags } from './poolTags'
import { invalidatesItem, invalidatesList, providesItem, providesList } from './tags'

// The fleet's IP pools: their ranges, the silos they are linked to, their utilization, and what
// each is assigned to (silos, or the rack's own services).

const tags = poolTags({
  pool: 'IpPool',
  part: 'IpPoolRange',
  utilization: 'IpPoolUtilization',
  poolSilo: 'IpPoolSilo',
  siloPool: 'SiloIpPool',
})

export const systemIpPoolsApi = api
  .injectEndpoints({ endpoints: systemIpPoolsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      systemIpPoolList: { providesTags: providesList('IpPool') },
      systemIpPoolCreate: { invalidatesTags: invalidatesList('IpPool') },
      systemIpPoolView: { providesTags: providesItem('IpPool', 'pool') },
      // a silo's pools show the pool's name and description too
      systemIpPoolUpdate: { invalidatesTags: tags.update },
      // a linked pool cannot be deleted, so no silo's pools change
      systemIpPoolDelete: { invalidatesTags: invalidatesItem('IpPool', 'pool') },
      // a linked pool cannot be assigned to the rack's services, so again no silo's pools change
      systemIpPoolAssign: { invalidatesTags: invalidatesItem('IpPool', 'pool') },

      systemIpPoolRangeList: { providesTags: tags.parts },
      systemIpPoolRangeAdd: { invalidatesTags: tags.partChange },
      systemIpPoolRangeRemove: { invalidatesTags: tags.partChange },
      systemIpPoolUtilizationView: { providesTags: tags.utilization },

      systemIpPoolSiloList: { providesTags: tags.silos },
      systemIpPoolSiloLink: { invalidatesTags: tags.link },
      systemIpPoolSiloUpdate: { invalidatesTags: tags.linkUpdate },
      systemIpPoolSiloUnlink: { invalidatesTags: tags.linkUpdate },
    },
  })

export const {
  useSystemIpPoolListQuery,
  useSystemIpPoolCreateMutation,
  useSystemIpPoolViewQuery,
  useSystemIpPoolUpdateMutation,
  useSystemIpPoolDeleteMutation,
  useSystemIpPoolAssignMutation,
  useSystemIpPoolRangeListQuery,
  useSystemIpPoolRangeAddMutation,
  useSystemIpPoolRangeRemoveMutation,
  useSystemIpPoolUtilizationViewQuery,
  useSystemIpPoolSiloListQuery,
  useSystemIpPoolSiloLinkMutation,
  useSystemIpPoolSiloUpdateMutation,
  useSystemIpPoolSiloUnlinkMutation,
} = systemIpPoolsApi
