import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { formatDateTime } from '~/util/format'
import { EmptyState } from '../EmptyState'
import type { DataTableColumn } from './column'
import { DataTable, type DataTablePagination } from './DataTable'
import type { RowAction } from './RowAction'

type Project = { id: string; name: string; description: string; timeCreated: Date }

const created = new Date(Date.UTC(2025, 0, 2, 15, 4))

const columns: DataTableColumn<Project>[] = [
  { field: 'name', headerName: 'Name', flex: 1, renderCell: ({ row }) => <b>{row.name}</b> },
  { field: 'description', headerName: 'Description', flex: 2, sortable: false },
  { field: 'timeCreated', headerName: 'Created', width: 200 },
]

const projects = (n: number, offset = 0): Project[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `id-${i + offset}`,
    name: `project-${i + offset}`,
    description: `Project number ${i + offset}`,
    timeCreated: created,
  }))

const emptyState = (
  <EmptyState title="No projects" buttonText="New project" buttonTo="/projects-new" />
)

function renderTable(props: {
  rows: Project[] | undefined
  loading?: boolean
  pagination?: DataTablePagination
  rowActions?: (p: Project) => RowAction[]
}) {
  render(
    <MemoryRouter>
      <DataTable
        aria-label="Projects"
        columns={columns}
        rows={props.rows}
        loading={props.loading ?? false}
        emptyState={emptyState}
        pagination={props.pagination}
        getRowLabel={(p) => p.name}
        rowActions={props.rowActions}
      />
    </MemoryRouter>,
  )
}

const paging = (overrides: Partial<DataTablePagination> = {}): DataTablePagination => ({
  pageIndex: 0,
  hasNextPage: true,
  onNext: jest.fn(),
  onPrev: jest.fn(),
  ...overrides,
})

/** Body rows as arrays of cell texts. */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

it('renders a named table with column headers and cells', () => {
  renderTable({ rows: projects(2) })
  const table = screen.getByRole('table', { name: 'Projects' })
  const headers = within(table).getAllByRole('columnheader')
  expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Description', 'Created'])
  expect(headers.every((h) => h.tagName === 'TH' && h.getAttribute('scope') === 'col')).toBe(true)
  expect(bodyRows(table)).toEqual([
    ['project-0', 'Project number 0', formatDateTime(created)],
    ['project-1', 'Project number 1', formatDateTime(created)],
  ])
  // renderCell's output is used as is
  expect(within(table).getByText('project-1').tagName).toBe('B')
  expect(table).not.toHaveAttribute('aria-busy')
  expect(screen.queryByRole('button', { name: /page/i })).not.toBeInTheDocument()
})

it('shows the empty state instead of the table when the first page is empty', () => {
  renderTable({ rows: [], pagination: paging({ hasNextPage: false }) })
  expect(screen.getByRole('heading', { name: 'No projects' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects-new')
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
})

it('keeps the table on an empty later page so the user can go back', async () => {
  const user = userEvent.setup()
  const onPrev = jest.fn()
  renderTable({ rows: [], pagination: paging({ pageIndex: 2, hasNextPage: false, onPrev }) })
  expect(screen.getByRole('table', { name: 'Projects' })).toBeInTheDocument()
  expect(screen.getByText('Nothing on this page')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'No projects' })).not.toBeInTheDocument()
  // the table never pages back by itself
  expect(onPrev).not.toHaveBeenCalled()
  await user.click(screen.getByRole('button', { name: /previous page/i }))
  expect(onPrev).toHaveBeenCalledTimes(1)
})

it('shows skeleton rows, not the empty state, while loading', () => {
  const { container } = render(
    <DataTable
      aria-label="Projects"
      columns={columns}
      rows={undefined}
      loading
      emptyState={emptyState}
      rowActions={() => []}
    />,
  )
  const table = screen.getByRole('table', { name: 'Projects' })
  expect(table).toHaveAttribute('aria-busy', 'true')
  // 5 placeholder rows, hidden from assistive tech, one skeleton per column including actions
  expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(6)
  expect(container.querySelectorAll('tbody .MuiSkeleton-root')).toHaveLength(5 * 4)
  expect(screen.queryByRole('heading', { name: 'No projects' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
})

it('pages on the server: next and previous call back', async () => {
  const user = userEvent.setup()
  const onNext = jest.fn()
  const onPrev = jest.fn()
  renderTable({ rows: projects(25, 25), pagination: paging({ pageIndex: 1, onNext, onPrev }) })
  expect(screen.getByText('Page 2')).toBeInTheDocument()
  // the caller's rows are shown as they are: the server already paged them
  expect(screen.getAllByRole('row')).toHaveLength(26)

  await user.click(screen.getByRole('button', { name: 'Go to next page' }))
  expect(onNext).toHaveBeenCalledTimes(1)
  await user.click(screen.getByRole('button', { name: 'Go to previous page' }))
  expect(onPrev).toHaveBeenCalledTimes(1)
})

it('disables previous on the first page and next on the last', () => {
  renderTable({ rows: projects(3), pagination: paging({ hasNextPage: false }) })
  expect(screen.getByText('Page 1')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /previous page/i })).toBeDisabled()
  expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled()
})

it('walks through server pages and back', async () => {
  const user = userEvent.setup()
  const pages = [projects(25), projects(25, 25), projects(7, 50)]
  function Paged() {
    const [pageIndex, setPageIndex] = useState(0)
    return (
      <DataTable
        aria-label="Projects"
        columns={columns}
        rows={pages[pageIndex]}
        loading={false}
        emptyState={emptyState}
        pagination={{
          pageIndex,
          hasNextPage: pageIndex < pages.length - 1,
          onNext: () => setPageIndex((i) => i + 1),
          onPrev: () => setPageIndex((i) => i - 1),
        }}
      />
    )
  }
  render(<Paged />)
  const next = screen.getByRole('button', { name: /next page/i })
  await user.click(next)
  await user.click(next)
  expect(screen.getByText('Page 3')).toBeInTheDocument()
  expect(screen.getAllByRole('row')).toHaveLength(8)
  expect(next).toBeDisabled()
  await user.click(screen.getByRole('button', { name: /previous page/i }))
  expect(screen.getByText('Page 2')).toBeInTheDocument()
  expect(screen.getByRole('cell', { name: 'project-25' })).toBeInTheDocument()
})

it('pages more than 25 rows in the browser when the caller does not page', async () => {
  const user = userEvent.setup()
  renderTable({ rows: projects(30) })
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
  expect(screen.getAllByRole('row')).toHaveLength(26)
  expect(screen.getByRole('button', { name: /previous page/i })).toBeDisabled()

  await user.click(screen.getByRole('button', { name: /next page/i }))
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
  expect(screen.getAllByRole('row')).toHaveLength(6)
  expect(screen.getByRole('cell', { name: 'project-29' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled()
})

it('adds a row actions menu named after the row, with disabled actions and their reason', async () => {
  const user = userEvent.setup()
  const onEdit = jest.fn()
  const onDelete = jest.fn()
  renderTable({
    rows: projects(2),
    rowActions: (p) => [
      { label: 'Edit', onActivate: () => onEdit(p.name) },
      { label: 'Delete', onActivate: onDelete, disabledReason: 'Projects in use stay' },
    ],
  })
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Row actions for project-1' }))
  const del = screen.getByRole('menuitem', { name: 'Delete' })
  expect(del).toHaveAttribute('aria-disabled', 'true')
  expect(del).toHaveAccessibleDescription('Projects in use stay')
  await user.click(del)
  expect(onDelete).not.toHaveBeenCalled()

  await user.click(screen.getByRole('menuitem', { name: 'Edit' }))
  expect(onEdit).toHaveBeenCalledWith('project-1')
})

it('reaches every control with Tab', async () => {
  const user = userEvent.setup()
  renderTable({
    rows: projects(2),
    rowActions: () => [{ label: 'Edit', onActivate: jest.fn() }],
    pagination: paging({ pageIndex: 1 }),
  })
  await user.tab()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('button', { name: 'Row actions for project-0' })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('button', { name: 'Row actions for project-1' })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('button', { name: /previous page/i })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('button', { name: /next page/i })).toHaveFocus()
})

it('downloads the rows as CSV named after the table', async () => {
  const user = userEvent.setup()
  const createObjectURL = jest.fn((_: Blob) => 'blob:projects')
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() })
  let download = ''
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    download = this.download
  })
  renderTable({ rows: projects(1) })
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(click).toHaveBeenCalledTimes(1)
  expect(download).toBe('Projects.csv')
  const blob = createObjectURL.mock.calls[0]?.[0]
  expect(blob?.type).toBe('text/csv;charset=utf-8')
  click.mockRestore()
})
