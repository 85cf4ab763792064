import { api } from '../api'
import { systemNetworkingEndpoints } from '../generated/endpoints/systemNetworking'
import type { BgpAnnounceSet } from '../generated/types'
import {
  field,
  ifSucceeded,
  invalidates,
  invalidatesItem,
  invalidatesList,
  itemTags,
  LIST,
  listIn,
  listsIn,
  param,
  providesChildList,
  providesItem,
  providesList,
  providesOne,
  type Tag,
  switchPortKey,
  tagsOf,
} from './tags'

// Fleet networking: address lots, loopback addresses, switch port settings and LLDP, BGP, BFD, the
// allow list, inbound ICMP and the fleet-wide settings (jumbo frames). BGP's live state (status, routes, exports, message history) is one
// tag type, BgpStatus: any change to BGP configuration may change any of it.
const bgpState = (id: string) => providesOne('BgpStatus', id)

const announceSets = (sets: readonly BgpAnnounceSet[] | undefined): Tag[] => [
  { type: 'BgpAnnounceSet', id: LIST },
  ...(sets?.map((s) => ({ type: 'BgpAnnounceSet' as const, id: s.id })) ?? []),
]

export const systemNetworkingApi = api
  .injectEndpoints({ endpoints: systemNetworkingEndpoints })
  .enhanceEndpoints({
    endpoints: {
      networkingAddressLotList: { providesTags: providesList('AddressLot') },
      // the blocks it is created with belong to a lot no list is cached for yet
      // one lot with its blocks: refreshed by whatever changes either
      networkingAddressLotView: {
        providesTags: (view, _error, arg) => [
          ...itemTags('AddressLot', arg.path.addressLot, view?.lot),
          { type: 'AddressLotBlock', id: listIn(arg.path.addressLot) },
          ...(view ? [{ type: 'AddressLotBlock' as const, id: listIn(view.lot.id) }] : []),
        ],
      },
      networkingAddressLotCreate: { invalidatesTags: invalidatesList('AddressLot') },
      networkingAddressLotDelete: { invalidatesTags: invalidatesItem('AddressLot', 'addressLot') },
      networkingAddressLotBlockList: {
        providesTags: providesChildList('AddressLotBlock', 'addressLot', 'path'),
      },

      networkingLoopbackAddressList: { providesTags: providesList('LoopbackAddress') },
      networkingLoopbackAddressCreate: { invalidatesTags: invalidatesList('LoopbackAddress') },
      // addressed by rack, switch and address, not by id: the lists
      networkingLoopbackAddressDelete: { invalidatesTags: invalidatesList('LoopbackAddress') },

      networkingSwitchPortSettingsList: { providesTags: providesList('SwitchPortSettings') },
      networkingSwitchPortSettingsView: {
        providesTags: providesItem('SwitchPortSettings', 'port'),
      },
      // created by name, replacing settings of that name; they may configure BGP peers
      networkingSwitchPortSettingsCreate: {
        invalidatesTags: (settings, error, arg) =>
          ifSucceeded(error, [
            ...tagsOf('SwitchPortSettings', LIST, arg.body.name, field(settings, 'id')),
            'BgpStatus',
          ]),
      },
      networkingSwitchPortSettingsDelete: {
        invalidatesTags: (_result, error, arg) =>
          ifSucceeded(error, [
            ...tagsOf('SwitchPortSettings', LIST, param(arg, 'query', 'portSettings')),
            'BgpStatus',
          ]),
      },

      networkingSwitchPortLldpConfigView: {
        providesTags: (_config, _error, arg): Tag[] => [
          { type: 'LldpConfig', id: switchPortKey(arg) },
        ],
      },
      networkingSwitchPortLldpConfigUpdate: {
        invalidatesTags: (_result, error, arg) =>
          ifSucceeded(error, [{ type: 'LldpConfig', id: switchPortKey(arg) }]),
      },
      // what the neighbours advertise; nothing the console does changes it
      networkingSwitchPortLldpNeighbors: {
        providesTags: (_page, _error, arg): Tag[] => [
          { type: 'LldpNeighbor', id: switchPortKey(arg) },
        ],
      },

      networkingBgpConfigList: { providesTags: providesList('BgpConfig') },
      networkingBgpConfigCreate: {
        invalidatesTags: invalidatesList('BgpConfig', 'BgpStatus'),
      },
      // renaming or changing the announce set changes what BGP announces
      networkingBgpConfigUpdate: {
        invalidatesTags: (config, error, arg) =>
          ifSucceeded(error, [
            ...tagsOf('BgpConfig', LIST, arg.query.nameOrId, field(config, 'id')),
            'BgpStatus',
          ]),
      },
      networkingBgpConfigDelete: {
        invalidatesTags: (_result, error, arg) =>
          ifSucceeded(error, [...tagsOf('BgpConfig', LIST, arg.query.nameOrId), 'BgpStatus']),
      },
      // not a page: a plain array of sets
      networkingBgpAnnounceSetList: { providesTags: (sets) => announceSets(sets) },
      // PUT creates or replaces the set named in the body, announcements and all
      networkingBgpAnnounceSetUpdate: {
        invalidatesTags: (set, error, arg) =>
          ifSucceeded(error, [
            ...tagsOf('BgpAnnounceSet', LIST, arg.body.name, field(set, 'id')),
            ...listsIn('BgpAnnouncement', arg.body.name, field(set, 'id')),
            'BgpStatus',
          ]),
      },
      networkingBgpAnnounceSetDelete: {
        invalidatesTags: (result, error, arg) => [
          ...invalidatesItem('BgpAnnounceSet', 'announceSet', 'BgpStatus')(result, error, arg),
          ...ifSucceeded(error, [{ type: 'BgpAnnouncement', id: listIn(arg.path.announceSet) }]),
        ],
      },
      networkingBgpAnnouncementList: {
        providesTags: (_list, _error, arg): Tag[] => [
          { type: 'BgpAnnouncement', id: listIn(arg.path.announceSet) },
        ],
      },
      networkingBgpStatus: { providesTags: bgpState('status') },
      networkingBgpExported: { providesTags: bgpState('exported') },
      networkingBgpImported: { providesTags: bgpState('imported') },
      networkingBgpMessageHistory: { providesTags: bgpState('history') },

      networkingBfdStatus: { providesTags: providesOne('Bfd') },
      networkingBfdEnable: { invalidatesTags: invalidates('Bfd') },
      networkingBfdDisable: { invalidatesTags: invalidates('Bfd') },

      networkingAllowListView: { providesTags: providesOne('AllowList') },
      networkingAllowListUpdate: { invalidatesTags: invalidates('AllowList') },
      networkingInboundIcmpView: { providesTags: providesOne('InboundIcmp') },
      networkingInboundIcmpUpdate: { invalidatesTags: invalidates('InboundIcmp') },
      systemNetworkingSettingsView: { providesTags: providesOne('NetworkingSettings') },
      systemNetworkingSettingsUpdate: { invalidatesTags: invalidates('NetworkingSettings') },
    },
  })

export const {
  useNetworkingAddressLotListQuery,
  useNetworkingAddressLotViewQuery,
  useNetworkingAddressLotCreateMutation,
  useNetworkingAddressLotDeleteMutation,
  useNetworkingAddressLotBlockListQuery,
  useNetworkingLoopbackAddressListQuery,
  useNetworkingLoopbackAddressCreateMutation,
  useNetworkingLoopbackAddressDeleteMutation,
  useNetworkingSwitchPortSettingsListQuery,
  useNetworkingSwitchPortSettingsViewQuery,
  useNetworkingSwitchPortSettingsCreateMutation,
  useNetworkingSwitchPortSettingsDeleteMutation,
  useNetworkingSwitchPortLldpConfigViewQuery,
  useNetworkingSwitchPortLldpConfigUpdateMutation,
  useNetworkingSwitchPortLldpNeighborsQuery,
  useNetworkingBgpConfigListQuery,
  useNetworkingBgpConfigCreateMutation,
  useNetworkingBgpConfigUpdateMutation,
  useNetworkingBgpConfigDeleteMutation,
  useNetworkingBgpAnnounceSetListQuery,
  useNetworkingBgpAnnounceSetUpdateMutation,
  useNetworkingBgpAnnounceSetDeleteMutation,
  useNetworkingBgpAnnouncementListQuery,
  useNetworkingBgpStatusQuery,
  useNetworkingBgpExportedQuery,
  useNetworkingBgpImportedQuery,
  useNetworkingBgpMessageHistoryQuery,
  useNetworkingBfdStatusQuery,
  useNetworkingBfdEnableMutation,
  useNetworkingBfdDisableMutation,
  useNetworkingAllowListViewQuery,
  useNetworkingAllowListUpdateMutation,
  useNetworkingInboundIcmpViewQuery,
  useNetworkingInboundIcmpUpdateMutation,
  useSystemNetworkingSettingsViewQuery,
  useSystemNetworkingSettingsUpdateMutation,
} = systemNetworkingApi
