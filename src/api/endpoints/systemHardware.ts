import { api } from '../api'
import { systemHardwareEndpoints } from '../generated/endpoints/systemHardware'
import {
  ifSucceeded,
  invalidates,
  invalidatesItem,
  LIST,
  providesChildList,
  providesItem,
  providesList,
  providesOne,
  providesRelation,
  type Tag,
  switchPortKey,
} from './tags'

// Racks, sleds (with their disks and instances), physical disks (and the adoption of new ones),
// switches and switch ports. Adding uninitialized sleds to a rack is a change of the rack's
// membership (experimental.ts).

// Applying or clearing a port's settings changes which settings the port lists, its link state,
// and the LLDP configuration the settings carry.
const portSettingsChange = (
  _result: unknown,
  error: unknown,
  arg: { path: object; query: object },
) =>
  ifSucceeded(error, [
    { type: 'SwitchPort', id: LIST },
    { type: 'SwitchPortStatus', id: switchPortKey(arg) },
    { type: 'LldpConfig', id: switchPortKey(arg) },
    'BgpStatus',
  ])

// Enabling or withdrawing a disk's adoption changes the requests; the control plane then adopts
// the disk (it leaves the unadopted list and joins the physical disks).
const adoptionChange = invalidates(
  { type: 'PhysicalDiskAdoptionRequest', id: LIST },
  { type: 'UnadoptedPhysicalDisk', id: LIST },
  { type: 'PhysicalDisk', id: LIST },
)

export const systemHardwareApi = api
  .injectEndpoints({ endpoints: systemHardwareEndpoints })
  .enhanceEndpoints({
    endpoints: {
      rackList: { providesTags: providesList('Rack') },
      rackView: { providesTags: providesItem('Rack', 'rackId') },

      sledList: { providesTags: providesList('Sled') },
      sledView: { providesTags: providesItem('Sled', 'sledId') },
      // uninitialized sleds have no id: the list is one thing
      sledListUninitialized: { providesTags: providesOne('UninitializedSled') },
      sledSetProvisionPolicy: { invalidatesTags: invalidatesItem('Sled', 'sledId') },
      // each is also an Instance (by id): starting or stopping one refreshes the sled's list
      sledInstanceList: { providesTags: providesRelation('SledInstance', 'sledId', 'Instance') },
      sledPhysicalDiskList: { providesTags: providesChildList('PhysicalDisk', 'sledId', 'path') },

      physicalDiskList: { providesTags: providesList('PhysicalDisk') },
      physicalDiskView: { providesTags: providesItem('PhysicalDisk', 'diskId') },
      // an unadopted disk has no id: the list is one thing
      physicalDiskListUnadopted: { providesTags: providesOne('UnadoptedPhysicalDisk') },
      physicalDiskListAdoptionRequests: {
        providesTags: providesList('PhysicalDiskAdoptionRequest'),
      },
      physicalDiskEnableAdoption: { invalidatesTags: adoptionChange },
      physicalDiskDisableAdoption: { invalidatesTags: adoptionChange },

      switchList: { providesTags: providesList('Switch') },
      switchView: { providesTags: providesItem('Switch', 'switchId') },

      networkingSwitchPortList: { providesTags: providesList('SwitchPort') },
      networkingSwitchPortStatus: {
        providesTags: (_state, _error, arg): Tag[] => [
          { type: 'SwitchPortStatus', id: switchPortKey(arg) },
        ],
      },
      networkingSwitchPortApplySettings: { invalidatesTags: portSettingsChange },
      networkingSwitchPortClearSettings: { invalidatesTags: portSettingsChange },
    },
  })

export const {
  useRackListQuery,
  useRackViewQuery,
  useSledListQuery,
  useSledViewQuery,
  useSledListUninitializedQuery,
  useSledSetProvisionPolicyMutation,
  useSledInstanceListQuery,
  useSledPhysicalDiskListQuery,
  usePhysicalDiskListQuery,
  usePhysicalDiskViewQuery,
  usePhysicalDiskListUnadoptedQuery,
  usePhysicalDiskListAdoptionRequestsQuery,
  usePhysicalDiskEnableAdoptionMutation,
  usePhysicalDiskDisableAdoptionMutation,
  useSwitchListQuery,
  useSwitchViewQuery,
  useNetworkingSwitchPortListQuery,
  useNetworkingSwitchPortStatusQuery,
  useNetworkingSwitchPortApplySettingsMutation,
  useNetworkingSwitchPortClearSettingsMutation,
} = systemHardwareApi
