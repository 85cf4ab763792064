import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { useSledAddMutation, useSledListUninitializedQuery } from '~/api/endpoints/systemHardware'
import type { UninitializedSled } from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { addToast, confirmAction, ListPage, type DataTableColumn } from '~/components'
import { baseboardColumns, rackColumn } from './cells'

// An uninitialized sled has no id yet: its baseboard is what names it.
type Row = UninitializedSled & { id: string }

const columns: DataTableColumn<Row>[] = [
  { field: 'cubby', headerName: 'Cubby', width: 90 },
  ...baseboardColumns<Row>(),
  rackColumn(),
]

/** Sleds in the rack that are not part of the fleet yet; Add brings one in (confirmed). */
export function UninitializedSleds() {
  const list = useSledListUninitializedQuery(WHOLE_LIST)
  const [addSled] = useSledAddMutation()
  const rows = useMemo(
    () =>
      list.data?.items.map((s): Row => ({ ...s, id: `${s.baseboard.serial}/${s.baseboard.part}` })),
    [list.data],
  )

  return (
    <ListPage
      label="Uninitialized sleds"
      result={{
        rows,
        loading: list.isLoading,
        error: list.error,
        refetch: list.refetch,
        updatedAt: list.fulfilledTimeStamp,
      }}
      // beside the sleds' list, which has the URL; a handful of rows, no id of their own
      inUrl={false}
      filterable={false}
      copyId={false}
      columns={columns}
      getRowLabel={(row) => row.baseboard.serial}
      rowActions={(row) => [
        {
          label: 'Add',
          onActivate: () =>
            confirmAction({
              modalTitle: 'Add sled',
              modalContent: (
                <Typography>
                  Add sled <strong>{row.baseboard.serial}</strong> in cubby {row.cubby} to the
                  fleet? Its disks are brought into service and it starts taking instances.
                </Typography>
              ),
              errorTitle: 'Could not add the sled',
              actionType: 'primary',
              actionLabel: 'Add',
              doAction: async () => {
                const { serial, part } = row.baseboard
                await addSled({ body: { serial, part } }).unwrap()
                addToast({ content: `Sled ${serial} added` })
              },
            }),
        },
      ]}
      empty={{ title: 'No uninitialized sleds', body: 'Every sled of the rack has been added.' }}
    />
  )
}
