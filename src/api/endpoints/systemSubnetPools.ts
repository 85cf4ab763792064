import { api } from '../api'
import { systemSubnetPoolsEndpoints } from '../generated/endpoints/systemSubnetPools'
import { poolTags } from './poolTags'
import { invalidatesItem, invalidatesList, providesItem, providesList } from './tags'

// The fleet's subnet pools: their members (the subnets external subnets are carved from), the
// silos they are linked to, and their utilization.

const tags = poolTags({
  pool: 'SubnetPool',
  part: 'SubnetPoolMember',
  utilization: 'SubnetPoolUtilization',
  poolSilo: 'SubnetPoolSilo',
  siloPool: 'SiloSubnetPool',
})

export const systemSubnetPoolsApi = api
  .injectEndpoints({ endpoints: systemSubnetPoolsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      systemSubnetPoolList: { providesTags: providesList('SubnetPool') },
      systemSubnetPoolCreate: { invalidatesTags: invalidatesList('SubnetPool') },
      systemSubnetPoolView: { providesTags: providesItem('SubnetPool', 'pool') },
      // a silo's pools show the pool's name and description too
      systemSubnetPoolUpdate: { invalidatesTags: tags.update },
      // a linked pool cannot be deleted, so no silo's pools change
      systemSubnetPoolDelete: { invalidatesTags: invalidatesItem('SubnetPool', 'pool') },

      systemSubnetPoolMemberList: { providesTags: tags.parts },
      systemSubnetPoolMemberAdd: { invalidatesTags: tags.partChange },
      systemSubnetPoolMemberRemove: { invalidatesTags: tags.partChange },
      systemSubnetPoolUtilizationView: { providesTags: tags.utilization },

      systemSubnetPoolSiloList: { providesTags: tags.silos },
      systemSubnetPoolSiloLink: { invalidatesTags: tags.link },
      systemSubnetPoolSiloUpdate: { invalidatesTags: tags.linkUpdate },
      systemSubnetPoolSiloUnlink: { invalidatesTags: tags.linkUpdate },
    },
  })

export const {
  useSystemSubnetPoolListQuery,
  useSystemSubnetPoolCreateMutation,
  useSystemSubnetPoolViewQuery,
  useSystemSubnetPoolUpdateMutation,
  useSystemSubnetPoolDeleteMutation,
  useSystemSubnetPoolMemberListQuery,
  useSystemSubnetPoolMemberAddMutation,
  useSystemSubnetPoolMemberRemoveMutation,
  useSystemSubnetPoolUtilizationViewQuery,
  useSystemSubnetPoolSiloListQuery,
  useSystemSubnetPoolSiloLinkMutation,
  useSystemSubnetPoolSiloUpdateMutation,
  useSystemSubnetPoolSiloUnlinkMutation,
} = systemSubnetPoolsApi
