import type { GridColDef } from '@mui/x-data-grid'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { DateTime } from '../DateTime'
import { EmptyState } from '../EmptyState'
import { PAGE_SIZE } from '~/util/constants'
import { DataTable } from './DataTable'
import type { RowAction } from './RowAction'

type Instance = { id: string; name: string; runState: string; timeCreated: Date }

const columns: GridColDef<Instance>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'runState', headerName: 'State', width: 140 },
  {
    field: 'timeCreated',
    headerName: 'Created',
    width: 200,
    renderCell: ({ row }) => <DateTime date={row.timeCreated} />,
  },
]

const STATES = ['running', 'stopped', 'starting', 'failed']
const instances = (count: number, offset = 0): Instance[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `i-${offset + i}`,
    name: `instance-${String(offset + i + 1).padStart(3, '0')}`,
    runState: STATES[(offset + i) % STATES.length] ?? 'running',
    timeCreated: new Date(Date.UTC(2025, 0, 1 + offset + i, 12)),
  }))

const rowActions = (row: Instance): RowAction[] => [
  {
    label: 'Start',
    onActivate: fn(),
    disabledReason:
      row.runState === 'stopped' ? undefined : 'Only stopped or failed instances can be started',
  },
  { label: 'Stop', onActivate: fn() },
  {
    label: 'Delete',
    danger: true,
    onActivate: fn(),
    disabledReason:
      row.runState === 'stopped' || row.runState === 'failed'
        ? undefined
        : 'Only stopped or failed instances can be deleted',
  },
]

const emptyState = (
  <EmptyState
    title="No instances"
    body="Create an instance to see it here."
    buttonText="New instance"
    buttonTo="/instances-new"
  />
)

const meta: Meta<typeof DataTable<Instance>> = {
  title: 'Components/DataTable',
  component: DataTable<Instance>,
  args: {
    'aria-label': 'Instances',
    columns,
    rows: instances(5),
    loading: false,
    emptyState,
    getRowLabel: (row: Instance) => row.name,
  },
}
export default meta

type Story = StoryObj<typeof DataTable<Instance>>

export const Rows: Story = {}
export const WithRowActions: Story = { args: { rowActions } }
export const Empty: Story = { args: { rows: [] } }
export const Loading: Story = { args: { rows: undefined, loading: true } }

/** Three server pages of 25, 25 and 7 rows; the total is unknown until the last. */
function PagedTable() {
  const [pageIndex, setPageIndex] = useState(0)
  const pages = [instances(PAGE_SIZE), instances(PAGE_SIZE, PAGE_SIZE), instances(7, PAGE_SIZE * 2)]
  return (
    <DataTable
      aria-label="Instances"
      columns={columns}
      rows={pages[pageIndex]}
      loading={false}
      emptyState={emptyState}
      getRowLabel={(row) => row.name}
      rowActions={rowActions}
      pagination={{
        pageIndex,
        hasNextPage: pageIndex < pages.length - 1,
        onNext: () => setPageIndex((i) => i + 1),
        onPrev: () => setPageIndex((i) => Math.max(0, i - 1)),
      }}
    />
  )
}

export const Paged: Story = { render: () => <PagedTable /> }
