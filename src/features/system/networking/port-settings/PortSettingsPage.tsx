import { useCallback } from 'react'
import { Outlet } from 'react-router-dom'
import {
  systemNetworkingApi,
  useNetworkingSwitchPortSettingsDeleteMutation,
} from '~/api/endpoints/systemNetworking'
import type { SwitchPortSettingsIdentity } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  deleteAction,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
  type RowAction,
} from '~/components'

const portSettingsList = defineList({
  endpoint: systemNetworkingApi.endpoints.networkingSwitchPortSettingsList,
})
export const portSettingsLoader = portSettingsList.loader

const columns: DataTableColumn<SwitchPortSettingsIdentity>[] = [
  nameLinkColumn((s) => pb.portSettingsView(s.name)),
  descriptionColumn(),
  createdColumn(),
]

/**
 * Delete of settings, in the row and on their page. The API refuses while a port has them
 * applied (the error names the port), so a live port's configuration cannot vanish this way.
 */
export function usePortSettingsActions(onDeleted?: () => void) {
  const [deleteSettings] = useNetworkingSwitchPortSettingsDeleteMutation()
  return useCallback(
    (s: SwitchPortSettingsIdentity): RowAction[] => [
      deleteAction({
        noun: 'Port settings',
        name: s.name,
        doDelete: async () => {
          await deleteSettings({ query: { portSettings: s.id } }).unwrap()
          onDeleted?.()
        },
      }),
    ],
    [deleteSettings, onDeleted],
  )
}

/** system/networking/port-settings: switch port settings objects; port-settings-new over it. */
export function PortSettingsPage() {
  const actions = usePortSettingsActions()
  return (
    <ListPage
      title="Port settings"
      level="section"
      label="Port settings"
      list={portSettingsList}
      columns={columns}
      rowActions={actions}
      empty={{
        title: 'No port settings',
        body: 'Port settings describe a switch port’s links, addresses, routes and BGP peers.',
      }}
      create={{ label: 'New port settings', to: pb.portSettingsNew() }}
    >
      <Outlet />
    </ListPage>
  )
}
