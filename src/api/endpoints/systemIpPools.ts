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

// The fleet's IP pools: their ranges, the silos they are linked to, their utilization; and the
// service pool the control plane allocates from (keyed SERVICE).
const SERVICE = 'service'

const pool = (arg: { path: { pool: string } }) => arg.path.pool

// The ranges of a pool are its own; adding or removing one changes its capacity.
const rangeChange = (_result: unknown, error: unknown, arg: { path: { pool: string } }) =>
  ifSucceeded(error, [
    { type: 'IpPoolRange', id: listIn(pool(arg)) },
    { type: 'IpPoolUtilization', id: pool(arg) },
  ])
const serviceRangeChange = (_result: unknown, error: unknown) =>
  ifSucceeded(error, [{ type: 'IpPoolRange', id: listIn(SERVICE) }])

// A link changes the pool's list of silos and the silo's list of pools (keyed by the silo as
// addressed and as returned), and the signed-in user's own silo may be that silo (its pools are
// the SiloIpPool LIST). Making a pool the default unsets the silo's previous default, which other
// pools' silo lists show: then every pool's silo list.
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
      ipPoolList: { providesTags: providesList('IpPool') },
      ipPoolCreate: { invalidatesTags: invalidatesList('IpPool') },
      ipPoolView: { providesTags: providesItem('IpPool', 'pool') },
      // a silo's pools show the pool's name and description too
      ipPoolUpdate: {
        invalidatesTags: (updated, error, arg) => [
          ...invalidatesItem('IpPool', 'pool')(updated, error, arg),
          ...ifSucceeded(error, tagsOf('SiloIpPool', field(updated, 'id'))),
        ],
      },
      // a linked pool cannot be deleted, so no silo's pools change
      ipPoolDelete: { invalidatesTags: invalidatesItem('IpPool', 'pool') },

      ipPoolRangeList: { providesTags: providesChildList('IpPoolRange', 'pool', 'path') },
      ipPoolRangeAdd: { invalidatesTags: rangeChange },
      ipPoolRangeRemove: { invalidatesTags: rangeChange },
      ipPoolUtilizationView: {
        providesTags: (_u, _error, arg): Tag[] => [{ type: 'IpPoolUtilization', id: pool(arg) }],
      },

      ipPoolSiloList: {
        providesTags: (_page, _error, arg): Tag[] => [{ type: 'IpPoolSilo', id: pool(arg) }],
      },
      ipPoolSiloLink: {
        invalidatesTags: linkChange((arg) => field(arg.body, 'silo')),
      },
      ipPoolSiloUpdate: { invalidatesTags: linkChange((arg) => param(arg, 'path', 'silo')) },
      ipPoolSiloUnlink: { invalidatesTags: linkChange((arg) => param(arg, 'path', 'silo')) },

      ipPoolServiceView: {
        providesTags: (service): Tag[] => tagsOf('IpPool', SERVICE, service?.id),
      },
      ipPoolServiceRangeList: {
        providesTags: (): Tag[] => [{ type: 'IpPoolRange', id: listIn(SERVICE) }],
      },
      ipPoolServiceRangeAdd: { invalidatesTags: serviceRangeChange },
      ipPoolServiceRangeRemove: { invalidatesTags: serviceRangeChange },
    },
  })

export const {
  useIpPoolListQuery,
  useIpPoolCreateMutation,
  useIpPoolViewQuery,
  useIpPoolUpdateMutation,
  useIpPoolDeleteMutation,
  useIpPoolRangeListQuery,
  useIpPoolRangeAddMutation,
  useIpPoolRangeRemoveMutation,
  useIpPoolUtilizationViewQuery,
  useIpPoolSiloListQuery,
  useIpPoolSiloLinkMutation,
  useIpPoolSiloUpdateMutation,
  useIpPoolSiloUnlinkMutation,
  useIpPoolServiceViewQuery,
  useIpPoolServiceRangeListQuery,
  useIpPoolServiceRangeAddMutation,
  useIpPoolServiceRangeRemoveMutation,
} = systemIpPoolsApi
