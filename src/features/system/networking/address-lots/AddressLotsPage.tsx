import { Outlet } from 'react-router-dom'
import { systemNetworkingApi } from '~/api/endpoints/systemNetworking'
import type { AddressLot } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  descriptionColumn,
  ListPage,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'
import { LOT_KIND_LABELS } from './labels'
import { useLotActions } from './useLotActions'
import { labelOf } from '~/util/labels'

const addressLotsList = defineList({
  endpoint: systemNetworkingApi.endpoints.networkingAddressLotList,
})
export const addressLotsLoader = addressLotsList.loader

const columns: DataTableColumn<AddressLot>[] = [
  nameLinkColumn((lot) => pb.addressLot(lot.name)),
  {
    field: 'kind',
    headerName: 'Kind',
    width: 150,
    renderCell: ({ row }) => labelOf(LOT_KIND_LABELS, row.kind),
  },
  descriptionColumn(),
  createdColumn(),
]

const empty = {
  title: 'No address lots',
  body: 'An address lot holds the blocks of addresses the rack’s switches, BGP and loopbacks use.',
}

/** system/networking/address-lots: the fleet's address lots; address-lots-new opens over it. */
export function AddressLotsPage() {
  const lotActions = useLotActions()
  return (
    <ListPage
      title="Address lots"
      level="section"
      label="Address lots"
      list={addressLotsList}
      columns={columns}
      rowActions={lotActions}
      empty={empty}
      create={{ label: 'New address lot', to: pb.addressLotsNew() }}
    >
      <Outlet />
    </ListPage>
  )
}
