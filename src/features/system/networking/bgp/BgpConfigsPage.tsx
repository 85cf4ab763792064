import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import {
  systemNetworkingApi,
  useNetworkingBgpConfigDeleteMutation,
} from '~/api/endpoints/systemNetworking'
import type { BgpConfig } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmAction,
  createdColumn,
  descriptionColumn,
  ListPage,
  type DataTableColumn,
  type RowAction,
} from '~/components'

const bgpConfigsList = defineList({
  endpoint: systemNetworkingApi.endpoints.networkingBgpConfigList,
})
export const bgpConfigsLoader = bgpConfigsList.loader

const columns: DataTableColumn<BgpConfig>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'asn', headerName: 'ASN', width: 140 },
  { field: 'vrf', headerName: 'VRF', width: 140, renderCell: ({ row }) => row.vrf ?? '—' },
  { field: 'maxPaths', headerName: 'Max paths', width: 110 },
  descriptionColumn(),
  createdColumn(),
]

const empty = {
  title: 'No BGP configurations',
  body: 'A BGP configuration names the rack’s autonomous system and the networks it announces.',
}

function useConfigActions() {
  const navigate = useNavigate()
  const [deleteConfig] = useNetworkingBgpConfigDeleteMutation()
  return useCallback(
    (config: BgpConfig): RowAction[] => [
      { label: 'Edit', onActivate: () => void navigate(pb.bgpConfigEdit(config.name)) },
      {
        label: 'Delete',
        danger: true,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Delete BGP configuration',
            modalContent: (
              <>
                <Typography>
                  Are you sure you want to delete <strong>{config.name}</strong> (AS {config.asn}
                  )?
                </Typography>
                <Typography sx={{ mt: 1 }}>
                  Switch ports whose settings peer with it would lose their BGP sessions, and the
                  rack its routes to the outside: the API refuses while any port settings use it.
                </Typography>
              </>
            ),
            errorTitle: 'Could not delete the BGP configuration',
            actionType: 'danger',
            actionLabel: 'Delete',
            doAction: async () => {
              // the API deletes a configuration by the name_or_id query parameter
              await deleteConfig({ query: { nameOrId: config.name } }).unwrap()
              addToast({ content: `BGP configuration ${config.name} deleted` })
            },
          }),
      },
    ],
    [deleteConfig, navigate],
  )
}

/**
 * system/networking/bgp/configs: BGP configurations (name, ASN, VRF); configs-new and a
 * configuration's edit open over it.
 */
export function BgpConfigsPage() {
  const actions = useConfigActions()
  return (
    <ListPage
      title="BGP configurations"
      level="section"
      label="BGP configurations"
      list={bgpConfigsList}
      columns={columns}
      rowActions={actions}
      empty={empty}
      create={{ label: 'New BGP config', to: pb.bgpConfigsNew() }}
    >
      <Outlet />
    </ListPage>
  )
}
