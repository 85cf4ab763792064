import { api } from '../api'
import { systemSubnetPoolsEndpoints } from '../generated/endpoints/systemSubnetPools'
import {
  field,
  ifSucceeded,
  invalidatesItem,
  invalidatesList,
  LIST,
  listIn,
  param,
  providesChildList,
  providesItem,
  providesList,
  type Tag,
  tagsOf,
} from './tags'

// The fleet's subnet pools: their members (the subnets external subnets are carved from), the
// silos they are linked to, and their utilization. Shaped as systemIpPools.ts.

const pool = (arg: { path: { pool: string } }) => arg.path.pool

// The members of a pool are its own; adding or removing one changes its capacity.
const memberChange = (_result: unknown, error: unknown, arg: { path: { pool: string } }) =>
  ifSucceeded(error, [
    { type: 'SubnetPoolMember', id: listIn(pool(arg)) },
    { type: 'SubnetPoolUtilization', id: pool(arg) },
  ])

// A link changes the pool's list of silos and the silo's list of pools (keyed by the silo as
// addressed and as returned), and the signed-in user's own silo may be that silo (its pools are
// the SiloSubnetPool LIST). Making a pool the default unsets the silo's previous default of the
// same IP version, which other pools' silo lists show: then every pool's silo list.
const linkChange =
  (silo: (arg: { path: object; body?: unknown }) => string | undefined) =>
  (result: unknown, error: unknown, arg: { path: { pool: string }; body?: unknown }) => {
    const isDefault = (arg.body as { isDefault?: boolean } | undefined)?.isDefault === true
    const siloPools = [silo(arg), field(result, 'siloId')].flatMap((s) =>
      s === undefined ? [] : [{ type: 'SiloSubnetPool' as const, id: listIn(s) }],
    )
    return ifSucceeded(error, [
      isDefault ? 'SubnetPoolSilo' : { type: 'SubnetPoolSilo', id: pool(arg) },
      ...siloPools,
      { type: 'SiloSubnetPool', id: LIST },
    ])
  }

export const systemSubnetPoolsApi = api
  .injectEndpoints({ endpoints: systemSubnetPoolsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      systemSubnetPoolList: { providesTags: providesList('SubnetPool') },
      systemSubnetPoolCreate: { invalidatesTags: invalidatesList('SubnetPool') },
      systemSubnetPoolView: { providesTags: providesItem('SubnetPool', 'pool') },
      // a silo's pools show the pool's name and description too
      systemSubnetPoolUpdate: {
        invalidatesTags: (updated, error, arg) => [
          ...invalidatesItem('SubnetPool', 'pool')(updated, error, arg),
          ...ifSucceeded(error, tagsOf('SiloSubnetPool', field(updated, 'id'))),
        ],
      },
      // a linked pool cannot be deleted, so no silo's pools change
      systemSubnetPoolDelete: { invalidatesTags: invalidatesItem('SubnetPool', 'pool') },

      systemSubnetPoolMemberList: {
        providesTags: providesChildList('SubnetPoolMember', 'pool', 'path'),
      },
      systemSubnetPoolMemberAdd: { invalidatesTags: memberChange },
      systemSubnetPoolMemberRemove: { invalidatesTags: memberChange },
      systemSubnetPoolUtilizationView: {
        providesTags: (_u, _error, arg): Tag[] => [
          { type: 'SubnetPoolUtilization', id: pool(arg) },
        ],
      },

      systemSubnetPoolSiloList: {
        providesTags: (_page, _error, arg): Tag[] => [{ type: 'SubnetPoolSilo', id: pool(arg) }],
      },
      systemSubnetPoolSiloLink: {
        invalidatesTags: linkChange((arg) => field(arg.body, 'silo')),
      },
      systemSubnetPoolSiloUpdate: {
        invalidatesTags: linkChange((arg) => param(arg, 'path', 'silo')),
      },
      systemSubnetPoolSiloUnlink: {
        invalidatesTags: linkChange((arg) => param(arg, 'path', 'silo')),
      },
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
