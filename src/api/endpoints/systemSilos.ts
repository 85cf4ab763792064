import { api } from '../api'
import { systemSilosEndpoints } from '../generated/endpoints/systemSilos'
import type { SiloQuotasResultsPage, SiloUtilizationResultsPage } from '../generated/types'
import {
  CURRENT_SILO,
  field,
  ifSucceeded,
  invalidatesChild,
  invalidatesItem,
  LIST,
  listsIn,
  providesChildList,
  providesItem,
  providesList,
  type Tag,
  tagsOf,
} from './tags'

// The fleet's silos and what each has: quotas, utilization, policy, IP pools, identity providers,
// local users. Quotas and utilization are keyed by silo, as addressed and by the returned silo id.

const silo = (arg: { path: { silo: string } }) => arg.path.silo

const bySilo = (
  type: 'SiloQuotas' | 'SiloUtilization',
  page: SiloQuotasResultsPage | SiloUtilizationResultsPage | undefined,
): Tag[] => [{ type, id: LIST }, ...(page?.items.map((i) => ({ type, id: i.siloId })) ?? [])]

// The signed-in user's own silo keys its users LIST (userList takes no silo); it may be this one.
const users = { parentParam: 'silo' }

export const systemSilosApi = api
  .injectEndpoints({ endpoints: systemSilosEndpoints })
  .enhanceEndpoints({
    endpoints: {
      siloList: { providesTags: providesList('Silo') },
      // a new silo has quotas and utilization, listed with every silo's
      siloCreate: {
        invalidatesTags: (_silo, error) =>
          ifSucceeded(error, [
            { type: 'Silo', id: LIST },
            { type: 'SiloQuotas', id: LIST },
            { type: 'SiloUtilization', id: LIST },
          ]),
      },
      siloView: { providesTags: providesItem('Silo', 'silo') },
      // its quotas, utilization and policy go with it, and its links leave every pool's silo list
      siloDelete: {
        invalidatesTags: (result, error, arg) => [
          ...invalidatesItem('Silo', 'silo')(result, error, arg),
          ...ifSucceeded(error, [
            { type: 'SiloQuotas', id: silo(arg) },
            { type: 'SiloQuotas', id: LIST },
            { type: 'SiloUtilization', id: silo(arg) },
            { type: 'SiloUtilization', id: LIST },
            { type: 'SiloPolicy', id: silo(arg) },
            'IpPoolSilo',
          ]),
        ],
      },

      siloPolicyView: {
        providesTags: (_policy, _error, arg): Tag[] => [{ type: 'SiloPolicy', id: silo(arg) }],
      },
      siloPolicyUpdate: {
        invalidatesTags: (_policy, error, arg) =>
          ifSucceeded(error, tagsOf('SiloPolicy', silo(arg), CURRENT_SILO)),
      },

      systemQuotasList: { providesTags: (page) => bySilo('SiloQuotas', page) },
      siloQuotasView: {
        providesTags: (quotas, _error, arg) => tagsOf('SiloQuotas', silo(arg), quotas?.siloId),
      },
      // utilization shows quotas as what is allocated, the signed-in silo's own view included
      siloQuotasUpdate: {
        invalidatesTags: (quotas, error, arg) =>
          ifSucceeded(error, [
            ...tagsOf('SiloQuotas', silo(arg), field(quotas, 'siloId'), LIST),
            ...tagsOf('SiloUtilization', silo(arg), field(quotas, 'siloId'), LIST),
            'Utilization',
          ]),
      },
      siloUtilizationList: { providesTags: (page) => bySilo('SiloUtilization', page) },
      siloUtilizationView: {
        providesTags: (u, _error, arg) =>
          tagsOf('SiloUtilization', silo(arg), u?.siloId, u?.siloName),
      },

      // a silo's pools, keyed like its children; see systemIpPools.ts for what changes them
      siloIpPoolList: { providesTags: providesChildList('SiloIpPool', 'silo', 'path') },
      // and its subnet pools; see systemSubnetPools.ts
      siloSubnetPoolList: { providesTags: providesChildList('SiloSubnetPool', 'silo', 'path') },

      siloIdentityProviderList: { providesTags: providesChildList('IdentityProvider', 'silo') },
      samlIdentityProviderCreate: {
        invalidatesTags: invalidatesChild('IdentityProvider', { parentParam: 'silo' }),
      },
      samlIdentityProviderView: { providesTags: providesItem('IdentityProvider', 'provider') },

      siloUserList: { providesTags: providesChildList('User', 'silo') },
      siloUserView: { providesTags: providesItem('User', 'userId') },
      localIdpUserCreate: {
        invalidatesTags: invalidatesChild('User', users, { type: 'User', id: LIST }),
      },
      localIdpUserDelete: {
        invalidatesTags: invalidatesChild('User', { ...users, param: 'userId' }),
      },
      // localIdpUserSetPassword invalidates nothing: a password is never read back

      // a silo's SCIM tokens, listed whole (no pages), keyed by the silo as addressed
      scimTokenList: {
        providesTags: (tokens, _error, arg): Tag[] => [
          ...listsIn('ScimToken', arg.query.silo),
          ...tagsOf('ScimToken', ...(tokens ?? []).map((t) => t.id)),
        ],
      },
      scimTokenView: { providesTags: providesItem('ScimToken', 'tokenId') },
      scimTokenCreate: { invalidatesTags: invalidatesChild('ScimToken', { parentParam: 'silo' }) },
      scimTokenDelete: {
        invalidatesTags: invalidatesChild('ScimToken', { param: 'tokenId', parentParam: 'silo' }),
      },

      userBuiltinList: { providesTags: providesList('UserBuiltin') },
      userBuiltinView: { providesTags: providesItem('UserBuiltin', 'user') },
    },
  })

export const {
  useSiloListQuery,
  useSiloCreateMutation,
  useSiloViewQuery,
  useSiloDeleteMutation,
  useSiloPolicyViewQuery,
  useSiloPolicyUpdateMutation,
  useSystemQuotasListQuery,
  useSiloQuotasViewQuery,
  useSiloQuotasUpdateMutation,
  useSiloUtilizationListQuery,
  useSiloUtilizationViewQuery,
  useSiloIpPoolListQuery,
  useSiloSubnetPoolListQuery,
  useSiloIdentityProviderListQuery,
  useSamlIdentityProviderCreateMutation,
  useSamlIdentityProviderViewQuery,
  useSiloUserListQuery,
  useSiloUserViewQuery,
  useLocalIdpUserCreateMutation,
  useLocalIdpUserDeleteMutation,
  useLocalIdpUserSetPasswordMutation,
  useUserBuiltinListQuery,
  useUserBuiltinViewQuery,
  useScimTokenListQuery,
  useScimTokenViewQuery,
  useScimTokenDeleteMutation,
} = systemSilosApi
