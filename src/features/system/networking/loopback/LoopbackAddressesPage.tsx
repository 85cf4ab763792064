import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { Outlet } from 'react-router-dom'
import {
  systemNetworkingApi,
  useNetworkingLoopbackAddressDeleteMutation,
} from '~/api/endpoints/systemNetworking'
import type { LoopbackAddress } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmAction,
  ListPage,
  type DataTableColumn,
  type RowAction,
} from '~/components'
import { useBlockLots } from '../useBlockLots'

const loopbackAddressesList = defineList({
  endpoint: systemNetworkingApi.endpoints.networkingLoopbackAddressList,
})
export const loopbackAddressesLoader = loopbackAddressesList.loader

function LotCell({ blockId }: { blockId: string }) {
  const { byBlock, error } = useBlockLots()
  // the lots refused: the block's id is what there is to show
  if (error !== undefined) return blockId
  if (!byBlock) return <Skeleton width={100} />
  return byBlock.get(blockId)?.lot.name ?? blockId
}

const columns: DataTableColumn<LoopbackAddress>[] = [
  { field: 'address', headerName: 'Address', flex: 1 },
  { field: 'switchSlot', headerName: 'Switch', width: 120 },
  { field: 'rackId', headerName: 'Rack', flex: 1 },
  {
    field: 'addressLotBlockId',
    headerName: 'Address lot',
    flex: 1,
    renderCell: ({ row }) => <LotCell blockId={row.addressLotBlockId} />,
  },
]

/** '10.250.0.1/32' → its address and prefix length, which the API deletes it by. */
function splitNet(net: string) {
  const [address = '', mask = ''] = net.split('/')
  return { address, subnetMask: Number(mask) }
}

function useLoopbackActions() {
  const [deleteLoopback] = useNetworkingLoopbackAddressDeleteMutation()
  return useCallback(
    (lo: LoopbackAddress): RowAction[] => [
      {
        label: 'Delete',
        danger: true,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Delete loopback address',
            modalContent: (
              <>
                <Typography>
                  Are you sure you want to delete <strong>{lo.address}</strong> from {lo.switchSlot}
                  ?
                </Typography>
                <Typography sx={{ mt: 1 }}>
                  Routing sessions of the switch that use this address as their source go down.
                </Typography>
              </>
            ),
            errorTitle: 'Could not delete the loopback address',
            actionType: 'danger',
            actionLabel: 'Delete',
            doAction: async () => {
              await deleteLoopback({
                path: {
                  rackId: lo.rackId,
                  switchSlot: lo.switchSlot,
                  ...splitNet(lo.address),
                },
              }).unwrap()
              addToast({ content: `Loopback address ${lo.address} deleted` })
            },
          }),
      },
    ],
    [deleteLoopback],
  )
}

/** system/networking/loopback-addresses: the switches' loopbacks; loopback-addresses-new over it. */
export function LoopbackAddressesPage() {
  const actions = useLoopbackActions()
  return (
    <ListPage
      title="Loopback addresses"
      level="section"
      label="Loopback addresses"
      list={loopbackAddressesList}
      columns={columns}
      rowActions={actions}
      getRowLabel={(lo) => `${lo.switchSlot} ${lo.address}`}
      empty={{
        title: 'No loopback addresses',
        body: 'A loopback address gives a switch an address that no single link carries.',
      }}
      create={{
        label: 'New loopback address',
        to: pb.loopbackAddressesNew(),
      }}
    >
      <Outlet />
    </ListPage>
  )
}
