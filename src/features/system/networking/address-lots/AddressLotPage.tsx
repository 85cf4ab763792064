import LanIcon from '@mui/icons-material/LanOutlined'
import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { systemNetworkingApi } from '~/api/endpoints/systemNetworking'
import { notFoundError } from '~/api/errors'
import type { AddressLot, AddressLotBlock } from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { defineList, defineView, loadAll } from '~/app/routes/define'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DateTime,
  ListPage,
  PropertiesTable,
  type DataTableColumn,
  ResourceHeader,
} from '~/components'
import { LOT_KIND_LABELS } from './labels'
import { useLotActions } from './useLotActions'
import { labelOf } from '~/util/labels'

/** The API has no view of one lot: it is found in the list, by name or id. */
const lotsView = defineView(
  systemNetworkingApi.endpoints.networkingAddressLotList,
  () => WHOLE_LIST,
)
const findLot = (lots: readonly AddressLot[] | undefined, key: string) =>
  lots?.find((l) => l.name === key || l.id === key)

// the lot's blocks are asked for by the lot's key in the URL (its name or id), as the lot is
const blocksList = defineList({
  endpoint: systemNetworkingApi.endpoints.networkingAddressLotBlockList,
  path: (param) => ({ addressLot: param('lot') }),
})

/** An unknown lot is 'Page not found'. */
const lotLoader = async ({ params }: LoaderFunctionArgs) => {
  const lots = await lotsView.fetch(params)
  if (!findLot(lots.items, routeParam(params, 'lot'))) throw notFoundError()
  return null
}
export const addressLotLoader = loadAll(lotLoader, blocksList.loader)

const blockColumns: DataTableColumn<AddressLotBlock>[] = [
  { field: 'firstAddress', headerName: 'First address', flex: 1 },
  { field: 'lastAddress', headerName: 'Last address', flex: 1 },
  { field: 'id', headerName: 'ID', flex: 1 },
]

/** system/networking/address-lots/{lot}: the lot's kind and its blocks of addresses. */
export const AddressLotPage = lotsView.page(function AddressLotPage({ data, param }) {
  const lot = findLot(data.items, param('lot'))
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.addressLots()), [navigate])
  const lotActions = useLotActions(onDeleted)

  // deleted here: the list it left is on its way
  if (!lot) return null
  return (
    <>
      <ResourceHeader
        title={lot.name}
        description={lot.description}
        icon={<LanIcon aria-hidden />}
        kind="address lot"
        actions={lotActions(lot)}
      />
      <PropertiesTable
        columns={2}
        properties={[
          { label: 'Kind', value: labelOf(LOT_KIND_LABELS, lot.kind) },
          { label: 'ID', value: lot.id },
          { label: 'Created', value: <DateTime date={lot.timeCreated} /> },
          { label: 'Modified', value: <DateTime date={lot.timeModified} /> },
        ]}
      />
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        Blocks
      </Typography>
      <ListPage
        label="Blocks"
        list={blocksList}
        columns={blockColumns}
        getRowLabel={(b) => `${b.firstAddress}–${b.lastAddress}`}
        empty={{ title: 'No blocks', body: 'This lot has no blocks of addresses.' }}
      />
    </>
  )
})
