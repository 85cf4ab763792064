import type { Meta, StoryObj } from '@storybook/react-webpack5'
import Box from '@mui/material/Box'
import { useState } from 'react'
import { fn, userEvent, within } from 'storybook/test'
import { DateTime } from '../DateTime'
import { EmptyState } from '../EmptyState'
import type { InstanceState } from '~/api/generated/types'
import { instanceDisabledReason } from '~/state/machines/instance'
import { PAGE_SIZE } from '~/util/constants'
import { DataTable } from './DataTable'
import type { DataTableSortModel } from './tableProps'
import { FirstRows } from './FirstRows'
import type { DataTableColumn } from './column'
import type { RowAction } from './RowAction'

type Instance = { id: string; name: string; runState: InstanceState; timeCreated: Date }

const columns: DataTableColumn<Instance>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'runState', headerName: 'State', width: 140 },
  {
    field: 'timeCreated',
    headerName: 'Created',
    width: 200,
    renderCell: ({ row }) => <DateTime date={row.timeCreated} />,
  },
]

const STATES: InstanceState[] = ['running', 'stopped', 'starting', 'failed']
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
    disabledReason: instanceDisabledReason('start', row),
  },
  { label: 'Stop', onActivate: fn() },
  {
    label: 'Delete',
    danger: true,
    onActivate: fn(),
    disabledReason: instanceDisabledReason('delete', row),
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

export const Loaded: Story = {}
export const WithRowActions: Story = { args: { rowActions } }

/** Opens the first row's menu and hovers an action that is disabled, to show its reason. */
export const DisabledRowAction: Story = {
  args: { rowActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // the grid is its own chunk: wait for it
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Row actions for instance-001' }),
    )
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.hover(await body.findByRole('menuitem', { name: 'Delete' }))
  },
}

export const Empty: Story = { args: { rows: [] } }
export const Loading: Story = { args: { rows: undefined, loading: true, rowActions } }

/** 60 rows without `pagination`: the table pages them in the browser, 25 at a time. */
export const ClientPaged: Story = { args: { rows: instances(60) } }

/** Three server pages of 25, 25 and 7 rows, then an empty fourth, as after deletions. */
function PagedTable() {
  const [pageIndex, setPageIndex] = useState(0)
  const pages = [
    instances(PAGE_SIZE),
    instances(PAGE_SIZE, PAGE_SIZE),
    instances(7, PAGE_SIZE * 2),
    [],
  ]
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

/** The API sorts by name only (sort_by): the other headers do not sort. */
function ServerSortedTable() {
  const [model, setModel] = useState<DataTableSortModel | null>(null)
  const rows = instances(10)
  return (
    <DataTable
      aria-label="Instances"
      columns={columns}
      rows={model?.direction === 'descending' ? [...rows].reverse() : rows}
      loading={false}
      emptyState={emptyState}
      getRowLabel={(row) => row.name}
      rowActions={rowActions}
      pagination={{ pageIndex: 0, hasNextPage: false, onNext: fn(), onPrev: fn() }}
      sort={{ fields: ['name'], model, onChange: setModel }}
    />
  )
}

export const ServerSorted: Story = { render: () => <ServerSortedTable /> }

/**
 * Narrower than the columns' content: the table scrolls sideways, and the ⋯ column stays at
 * the right edge instead of scrolling out of view.
 */
export const Narrow: Story = {
  args: { rowActions },
  decorators: [
    (Story) => (
      <Box sx={{ width: 420 }}>
        <Story />
      </Box>
    ),
  ],
}

/**
 * The rows of the app's first table as they show before the grid has run (FirstRows): the same
 * columns, heights and lines, read-only until the grid takes their place a moment later.
 */
export const RowsBeforeTheGrid: Story = {
  args: { rowActions },
  render: (args) => <FirstRows {...args} focusedHref={{ current: null }} />,
}
