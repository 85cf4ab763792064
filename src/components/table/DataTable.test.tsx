import type { GridColDef } from '@mui/x-data-grid'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { EmptyState } from '../EmptyState'
import { DataTable, type DataTablePagination } from './DataTable'

// jsdom has no layout; the grid only needs these to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

type Project = { id: string; name: string; description: string }

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'description', headerName: 'Description', flex: 2 },
]

const projects = (n: number, offset = 0): Project[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `id-${i + offset}`,
    name: `project-${i + offset}`,
    description: `Project number ${i + offset}`,
  }))

const emptyState = (
  <EmptyState title="No projects" buttonText="New project" buttonTo="/projects-new" />
)

function renderTable(props: {
  rows: Project[] | undefined
  loading?: boolean
  pagination?: DataTablePagination
  withActions?: boolean
}) {
  const onEdit = jest.fn()
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
        rowActions={
          props.withActions
            ? (p) => [{ label: 'Edit', onActivate: () => onEdit(p.name) }]
            : undefined
        }
      />
    </MemoryRouter>,
  )
  return { onEdit }
}

const paging = (overrides: Partial<DataTablePagination> = {}): DataTablePagination => ({
  pageIndex: 0,
  hasNextPage: true,
  onNext: jest.fn(),
  onPrev: jest.fn(),
  ...overrides,
})

it('shows the empty state instead of the grid when there are no rows', () => {
  renderTable({ rows: [] })
  expect(screen.getByRole('heading', { name: 'No projects' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects-new')
  expect(screen.queryByRole('grid')).not.toBeInTheDocument()
})

it('shows the grid, not the empty state, while loading', () => {
  renderTable({ rows: undefined, loading: true })
  expect(screen.getByRole('grid', { name: 'Projects' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'No projects' })).not.toBeInTheDocument()
})

it('renders rows with a CSV export and no selection checkboxes', () => {
  renderTable({ rows: projects(3) })
  const grid = screen.getByRole('grid', { name: 'Projects' })
  expect(within(grid).getByRole('gridcell', { name: 'project-2' })).toBeInTheDocument()
  expect(within(grid).queryByRole('checkbox')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument()
})

it('pages on the server: next and previous call back, with the page size of 25', async () => {
  const user = userEvent.setup()
  const onNext = jest.fn()
  const onPrev = jest.fn()
  renderTable({ rows: projects(25, 25), pagination: paging({ pageIndex: 1, onNext, onPrev }) })
  expect(screen.getByText(/26–50 of more than 50/)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: /next page/i }))
  expect(onNext).toHaveBeenCalledTimes(1)
  await user.click(screen.getByRole('button', { name: /previous page/i }))
  expect(onPrev).toHaveBeenCalledTimes(1)
})

it('disables previous on the first page and next on the last', () => {
  renderTable({ rows: projects(3), pagination: paging({ hasNextPage: false }) })
  expect(screen.getByRole('button', { name: /previous page/i })).toBeDisabled()
  expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled()
  expect(screen.getByText(/1–3 of 3/)).toBeInTheDocument()
})

it('keeps the grid on an empty later page so the user can go back', async () => {
  const onPrev = jest.fn()
  renderTable({ rows: [], pagination: paging({ pageIndex: 2, hasNextPage: false, onPrev }) })
  expect(screen.getByRole('grid')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /previous page/i })).toBeEnabled()
  // the grid must not page back by itself
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(onPrev).not.toHaveBeenCalled()
})

it('adds a row actions menu named after the row', async () => {
  const user = userEvent.setup()
  const { onEdit } = renderTable({ rows: projects(2), withActions: true })
  await user.click(screen.getByRole('button', { name: 'Row actions for project-1' }))
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }))
  expect(onEdit).toHaveBeenCalledWith('project-1')
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument()
})

it('walks through server pages to the last one, where the total becomes known', async () => {
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
  const next = () => user.click(screen.getByRole('button', { name: /next page/i }))
  await next()
  expect(screen.getByText(/26–50 of more than 50/)).toBeInTheDocument()
  await next()
  expect(screen.getByText(/51–57 of 57/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: /previous page/i }))
  expect(screen.getByText(/26–50 of more than 50/)).toBeInTheDocument()
})
