import { api } from '../api'
import { systemIpPoolsEndpoints } from '../generated/endpoints/systemIpPools'
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

// The fleet's IP pools: their ranges, the silos they are linked to, their utilization, and what
// each is assigned to (silos, or the rack's own services).

const pool = (arg: { path: { pool: string } }) => arg.path.pool

// The ranges of a pool are its own; adding or removing one changes its capacity.
const rangeChange = (_result: unknown, error: unknown, arg: { path: { pool: string } }) =>
  ifSucceeded(error, [
    { type: 'IpPoolRange', id: listIn(pool(arg)) },
    { type: 'IpPoolUtilization', id: pool(arg) },
  ])

// A link changes the pool's list of silos and the silo's list of pools (keyed by the silo as
// addressed and as returned), and the signed-in user's own silo may be that silo (its pools are
// the SiloIpPool LIST). Making a pool the default unsets the silo's previous default of the same
// IP version and pool type, which other pools' silo lists show: then every pool's silo list.
const linkChange =
  (silo: (arg: { path: object; body?: unknown }) => string | undefined) =>
  (result: unknown, error: unknown, arg: { path: { pool: string }; body?: unknown }) => {
    const isDefault = (arg.body as { isDefault?: boolean } | undefined)?.isDefault === true
    const siloPools = [silo(arg), field(result, 'siloId')].flatMap((s) =>
      s === undefined ? [] : [{ type: 'SiloIpPool' as const, id: listIn(s) }],
    )
    return ifSucceeded(error, [
      isDefault ? 'IpPoolSilo' : { type: 'IpPoolSilo', id: pool(arg) },
      ...siloPools,
      { type: 'SiloIpPool', id: LIST },
    ])
  }

export const systemIpPoolsApi = api
  .injectEndpoints({ endpoints: systemIpPoolsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      systemIpPoolList: { providesTags: providesList('IpPool') },
      systemIpPoolCreate: { invalidatesTags: invalidatesList('IpPool') },
      systemIpPoolView: { providesTags: providesItem('IpPool', 'pool') },
      // a silo's pools show the pool's name and description too
      systemIpPoolUpdate: {
        invalidatesTags: (updated, error, arg) => [
          ...invalidatesItem('IpPool', 'pool')(updated, error, arg),
          ...ifSucceeded(error, tagsOf('SiloIpPool', field(updated, 'id'))),
        ],
      },
      // a linked pool cannot be deleted, so no silo's pools change
      systemIpPoolDelete: { invalidatesTags: invalidatesItem('IpPool', 'pool') },
      // a linked pool cannot be assigned to the rack's services, so again no silo's pools change
      systemIpPoolAssign: { invalidatesTags: invalidatesItem('IpPool', 'pool') },

      systemIpPoolRangeList: { providesTags: providesChildList('IpPoolRange', 'pool', 'path') },
      systemIpPoolRangeAdd: { invalidatesTags: rangeChange },
      systemIpPoolRangeRemove: { invalidatesTags: rangeChange },
      systemIpPoolUtilizationView: {
        providesTags: (_u, _error, arg): Tag[] => [{ type: 'IpPoolUtilization', id: pool(arg) }],
      },

      systemIpPoolSiloList: {
        providesTags: (_page, _error, arg): Tag[] => [{ type: 'IpPoolSilo', id: pool(arg) }],
      },
      systemIpPoolSiloLink: {
        invalidatesTags: linkChange((arg) => field(arg.body, 'silo')),
      },
      systemIpPoolSiloUpdate: { invalidatesTags: linkChange((arg) => param(arg, 'path', 'silo')) },
      systemIpPoolSiloUnlink: { invalidatesTags: linkChange((arg) => param(arg, 'path', 'silo')) },
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
