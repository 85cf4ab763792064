import LanIcon from '@mui/icons-material/LanOutlined'
import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { systemNetworkingApi } from '~/api/endpoints/systemNetworking'
import { notFoundError } from '~/api/errors'
import type { AddressLot, AddressLotBlock } from '~/api/generated/types'
import { PAGE_SIZE } from '~/api/paging'
import { WHOLE_LIST } from '~/api/wholeList'
import { prefetchList } from '~/app/prefetch'
import { defineView } from '~/app/routes/define'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DateTime,
  ListPage,
  PageHeader,
  PropertiesTable,
  RowActions,
  Spinner,
  type DataTableColumn,
  PageDescription,
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

/** An unknown lot is 'Page not found'. */
export const addressLotLoader = async ({ params }: LoaderFunctionArgs) => {
  const lots = await lotsView.fetch(params)
  const lot = findLot(lots.items, routeParam(params, 'lot'))
  if (!lot) {
    throw notFoundError()
  }
  await prefetchList(systemNetworkingApi.endpoints.networkingAddressLotBlockList, {
    path: { addressLot: lot.id },
    query: { limit: PAGE_SIZE },
  })
  return null
}

const blockColumns: DataTableColumn<AddressLotBlock>[] = [
  { field: 'firstAddress', headerName: 'First address', flex: 1 },
  { field: 'lastAddress', headerName: 'Last address', flex: 1 },
  { field: 'id', headerName: 'ID', flex: 1 },
]

/** system/networking/address-lots/{lot}: the lot's kind and its blocks of addresses. */
export function AddressLotPage() {
  const { data, param } = lotsView.useView()
  const lot = findLot(data?.items, param('lot'))
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.addressLots()), [navigate])
  const lotActions = useLotActions(onDeleted)

  if (!lot) return <Spinner />
  return (
    <>
      <PageHeader
        title={lot.name}
        icon={<LanIcon aria-hidden />}
        actions={
          <RowActions
            label="Address lot actions"
            actions={lotActions(lot)}
            changes="this address lot"
          />
        }
      />
      {lot.description && <PageDescription text={lot.description} />}
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
        endpoint={systemNetworkingApi.endpoints.networkingAddressLotBlockList}
        path={() => ({ addressLot: lot.id })}
        query={() => ({})}
        columns={blockColumns}
        getRowLabel={(b) => `${b.firstAddress}–${b.lastAddress}`}
        empty={{ title: 'No blocks', body: 'This lot has no blocks of addresses.' }}
      />
    </>
  )
}
