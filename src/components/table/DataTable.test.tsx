import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { PagedTable } from '~test/pagedTable'
import { formatDateTime } from '~/util/format'
import { EmptyState } from '../EmptyState'
import type { DataTableColumn } from './column'
import { nameLinkColumn } from './columns'
import { DataTable, type DataTablePagination, type DataTableSort } from './DataTable'
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
  sort?: DataTableSort
  rowActions?: (p: Project) => RowAction[]
}) {
  return render(
    <MemoryRouter>
      <DataTable
        aria-label="Projects"
        columns={columns}
        rows={props.rows}
        loading={props.loading ?? false}
        emptyState={emptyState}
        pagination={props.pagination}
        sort={props.sort}
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

// The grid is a lazily loaded chunk: load it once up front so each test only waits for React.
beforeAll(() => import('./DataGridTable'))
// the grid renders and measures a lot in jsdom; a loaded machine needs more than 5 s for that
jest.setTimeout(30_000)

/** The grid, once its lazily loaded chunk has rendered. */
const findGrid = () => screen.findByRole('grid', { name: 'Projects' }, { timeout: 10_000 })

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

/** Body rows as arrays of cell texts. */
const bodyRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('gridcell').length > 0)
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    )

it('renders a named grid with column headers and cells', async () => {
  renderTable({ rows: projects(2) })
  const grid = await findGrid()
  const headers = within(grid).getAllByRole('columnheader')
  expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Description', 'Created'])
  expect(bodyRows(grid)).toEqual([
    ['project-0', 'Project number 0', formatDateTime(created)],
    ['project-1', 'Project number 1', formatDateTime(created)],
  ])
  // renderCell's output is used as is
  expect(within(grid).getByText('project-1').tagName).toBe('B')
  // one page in the browser: no pager
  expect(screen.queryByRole('button', { name: /page/i })).not.toBeInTheDocument()
})

it("follows a row's link in the app; a click with a modifier is left to the browser", async () => {
  const linked = [nameLinkColumn<Project>((p) => `/projects/${p.name}`), ...columns.slice(1)]
  render(
    <MemoryRouter initialEntries={['/projects']}>
      <Routes>
        <Route
          path="/projects"
          element={
            <DataTable
              aria-label="Projects"
              columns={linked}
              rows={projects(2)}
              loading={false}
              emptyState={emptyState}
            />
          }
        />
        <Route path="/projects/:name" element={<h1>Viewing a project</h1>} />
      </Routes>
    </MemoryRouter>,
  )
  const grid = await findGrid()
  const link = within(grid).getByRole('link', { name: 'project-1' })
  expect(link).toHaveAttribute('href', '/projects/project-1')
  // a new tab's or window's click: the app leaves it to the browser (not prevented, the page
  // stays); the test prevents it after the app has had it, as jsdom cannot open a tab
  const leftToBrowser: boolean[] = []
  const observe = (e: MouseEvent) => {
    leftToBrowser.push(!e.defaultPrevented)
    e.preventDefault()
  }
  document.addEventListener('click', observe)
  fireEvent.click(link, { ctrlKey: true })
  fireEvent.click(link, { metaKey: true })
  fireEvent.click(link, { shiftKey: true })
  document.removeEventListener('click', observe)
  expect(leftToBrowser).toEqual([true, true, true])
  expect(screen.getByRole('grid', { name: 'Projects' })).toBeInTheDocument()
  await userEvent.click(link)
  expect(await screen.findByRole('heading', { name: 'Viewing a project' })).toBeInTheDocument()
})

it('shows the empty state instead of the grid when the first page is empty', () => {
  renderTable({ rows: [], pagination: paging({ hasNextPage: false }) })
  expect(screen.getByRole('heading', { name: 'No projects' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects-new')
  expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
})

it('keeps the grid on an empty later page so the user can go back', async () => {
  const user = userEvent.setup()
  const onPrev = jest.fn()
  renderTable({ rows: [], pagination: paging({ pageIndex: 2, hasNextPage: false, onPrev }) })
  expect(await findGrid()).toBeInTheDocument()
  expect(screen.getByText('Nothing on this page')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'No projects' })).not.toBeInTheDocument()
  // the table never pages back by itself
  expect(onPrev).not.toHaveBeenCalled()
  await user.click(screen.getByRole('button', { name: /previous page/i }))
  expect(onPrev).toHaveBeenCalledTimes(1)
})

it('shows a loading overlay, not the empty state, while loading', async () => {
  renderTable({ rows: undefined, loading: true, rowActions: () => [] })
  const grid = await findGrid()
  expect(grid.querySelector('.MuiDataGrid-overlay, .MuiSkeleton-root')).not.toBeNull()
  expect(bodyRows(grid)).toEqual([])
  expect(screen.queryByRole('heading', { name: 'No projects' })).not.toBeInTheDocument()
  expect(screen.queryByText('Nothing on this page')).not.toBeInTheDocument()
})

it('pages on the server: next and previous call back, the rows are shown as given', async () => {
  const user = userEvent.setup()
  const onNext = jest.fn()
  const onPrev = jest.fn()
  renderTable({ rows: projects(25, 25), pagination: paging({ pageIndex: 1, onNext, onPrev }) })
  const grid = await findGrid()
  expect(bodyRows(grid)).toHaveLength(25)
  expect(bodyRows(grid)[0]?.[0]).toBe('project-25')
  // the total is unknown: the footer names the page
  expect(screen.getByText('Page 2')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Go to next page' }))
  expect(onNext).toHaveBeenCalledTimes(1)
  await user.click(screen.getByRole('button', { name: 'Go to previous page' }))
  expect(onPrev).toHaveBeenCalledTimes(1)
})

it('disables previous on the first page and next on the last', async () => {
  renderTable({ rows: projects(3), pagination: paging({ hasNextPage: false }) })
  await findGrid()
  expect(screen.getByRole('button', { name: /previous page/i })).toBeDisabled()
  expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled()
})

it('walks through server pages and back', async () => {
  const user = userEvent.setup()
  const pages = [projects(25), projects(25, 25), projects(7, 50)]
  render(<PagedTable label="Projects" columns={columns} pages={pages} emptyState={emptyState} />)
  const grid = await findGrid()
  await user.click(screen.getByRole('button', { name: /next page/i }))
  await user.click(screen.getByRole('button', { name: /next page/i }))
  expect(screen.getByText('Page 3')).toBeInTheDocument()
  expect(bodyRows(grid)).toHaveLength(7)
  expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: /previous page/i }))
  expect(within(grid).getByRole('gridcell', { name: 'project-25' })).toBeInTheDocument()
})

it('pages more than 25 rows in the browser when the caller does not page', async () => {
  const user = userEvent.setup()
  renderTable({ rows: projects(30) })
  const grid = await findGrid()
  expect(screen.getByText(/1–25 of 30/)).toBeInTheDocument()
  expect(bodyRows(grid)).toHaveLength(25)
  expect(screen.getByRole('button', { name: /previous page/i })).toBeDisabled()

  await user.click(screen.getByRole('button', { name: /next page/i }))
  expect(bodyRows(grid)).toHaveLength(5)
  expect(within(grid).getByRole('gridcell', { name: 'project-29' })).toBeInTheDocument()
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
  await findGrid()
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

it('a menu opened after the page’s actions changed offers the new ones (a role gate that arrived)', async () => {
  const user = userEvent.setup()
  const rows = projects(2)
  const table = (reason?: string) => (
    <MemoryRouter>
      <DataTable
        aria-label="Projects"
        columns={columns}
        rows={rows}
        loading={false}
        emptyState={emptyState}
        getRowLabel={(p) => p.name}
        rowActions={() => [{ label: 'Edit', onActivate: () => {}, disabledReason: reason }]}
      />
    </MemoryRouter>
  )
  const { rerender } = render(table())
  await findGrid()
  // the same rows: the grid does not render their cells again
  rerender(table('Only a project collaborator or admin can change projects'))
  await user.click(screen.getByRole('button', { name: 'Row actions for project-1' }))
  const edit = screen.getByRole('menuitem', { name: 'Edit' })
  expect(edit).toHaveAttribute('aria-disabled', 'true')
  expect(edit).toHaveAccessibleDescription(
    'Only a project collaborator or admin can change projects',
  )
})

it('shows the toolbar once, and none on a one-row table', async () => {
  const { unmount } = renderTable({ rows: projects(2) })
  await findGrid()
  expect(screen.getAllByRole('button', { name: 'Columns' })).toHaveLength(1)
  expect(screen.getAllByRole('button', { name: 'Density' })).toHaveLength(1)
  expect(screen.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(1)
  unmount()

  renderTable({ rows: projects(1) })
  await findGrid()
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument()
})

it('a list of one row keeps its export but offers no density or columns to choose', async () => {
  const { unmount } = renderTable({ rows: projects(1), pagination: paging({ hasNextPage: false }) })
  await findGrid()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Density' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument()
  unmount()

  // the last page of a longer list is still that list: its toolbar is the same on every page
  renderTable({ rows: projects(1), pagination: paging({ pageIndex: 1, hasNextPage: false }) })
  await findGrid()
  expect(screen.getByRole('button', { name: 'Density' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument()
})

it('sets the row density from the toolbar', async () => {
  const user = userEvent.setup()
  renderTable({ rows: projects(2) })
  const grid = await findGrid()
  await user.click(screen.getByRole('button', { name: 'Density' }))
  expect(screen.getByRole('menuitemradio', { name: 'Standard' })).toBeChecked()
  await user.click(screen.getByRole('menuitemradio', { name: 'Compact' }))
  expect(grid.closest('.MuiDataGrid-root')).toHaveClass('MuiDataGrid-root--densityCompact')
})

it('downloads the rows as CSV named after the table, dates as ISO', async () => {
  const user = userEvent.setup()
  const createObjectURL = jest.fn((_: Blob) => 'blob:projects')
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() })
  let download = ''
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    download = this.download
  })
  renderTable({
    rows: [...projects(1), { ...projects(1, 1)[0]!, description: '=cmd()' }],
    rowActions: () => [],
  })
  await findGrid()
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(click).toHaveBeenCalledTimes(1)
  expect(download).toBe('Projects.csv')
  const text = await readBlob(createObjectURL.mock.calls[0]![0])
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  // the actions column is not exported; a formula-looking cell is defused
  expect(lines).toEqual([
    'Name,Description,Created',
    `project-0,Project number 0,${created.toISOString()}`,
    `project-1,"'=cmd()",${created.toISOString()}`,
  ])
  click.mockRestore()
})

it('sorts the rows it holds when the caller does not sort', async () => {
  const user = userEvent.setup()
  renderTable({ rows: projects(3) })
  const grid = await findGrid()
  await user.click(within(grid).getByRole('columnheader', { name: 'Name' }))
  await user.click(within(grid).getByRole('columnheader', { name: 'Name' }))
  expect(bodyRows(grid).map((r) => r[0])).toEqual(['project-2', 'project-1', 'project-0'])
})

it('asks the caller to sort by the API when it sorts, only by the fields the API sorts by', async () => {
  const user = userEvent.setup()
  const onChange = jest.fn()
  renderTable({
    rows: projects(3),
    pagination: paging(),
    sort: { fields: ['name'], model: null, onChange },
  })
  const grid = await findGrid()
  await user.click(within(grid).getByRole('columnheader', { name: 'Name' }))
  expect(onChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'ascending' })
  // the caller's order stands: the rows are as given until the next page of data arrives
  expect(bodyRows(grid).map((r) => r[0])).toEqual(['project-0', 'project-1', 'project-2'])
  await user.click(within(grid).getByRole('columnheader', { name: 'Created' }))
  expect(onChange).toHaveBeenCalledTimes(1)
})

it('moves between cells with the arrow keys', async () => {
  const user = userEvent.setup()
  renderTable({ rows: projects(2) })
  const grid = await findGrid()
  await user.click(within(grid).getByRole('gridcell', { name: 'Project number 0' }))
  await user.keyboard('{ArrowDown}')
  expect(within(grid).getByRole('gridcell', { name: 'Project number 1' })).toHaveFocus()
  await user.keyboard('{ArrowLeft}')
  expect(within(grid).getByRole('gridcell', { name: 'project-1' })).toHaveFocus()
})

describe('on a narrow screen', () => {
  const detailed: DataTableColumn<Project>[] = [
    ...columns,
    { field: 'id', headerName: 'ID', width: 120, hideWhenNarrow: true },
  ]
  const renderDetailed = () =>
    render(
      <MemoryRouter>
        <DataTable
          aria-label="Projects"
          columns={detailed}
          rows={projects(2)}
          loading={false}
          emptyState={emptyState}
        />
      </MemoryRouter>,
    )
  const narrowScreen = (matches: boolean) =>
    Object.assign(window, {
      matchMedia: (query: string) => ({
        matches: matches && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }),
    })
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'))

  it('starts with detail columns hidden; the Columns menu brings them back', async () => {
    narrowScreen(true)
    const user = userEvent.setup()
    renderDetailed()
    const grid = await findGrid()
    expect(within(grid).queryByRole('columnheader', { name: 'ID' })).not.toBeInTheDocument()
    expect(within(grid).getByRole('columnheader', { name: 'Created' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const idSwitch = screen.getByRole('checkbox', { name: 'ID' })
    expect(idSwitch).not.toBeChecked()
    await user.click(idSwitch)
    expect(await within(grid).findByRole('columnheader', { name: 'ID' })).toBeInTheDocument()
  })

  it('a one-row list with a hidden column keeps Columns, to bring it back', async () => {
    narrowScreen(true)
    // no column choice left over from another test: the narrow screen's own
    window.localStorage.clear()
    render(
      <MemoryRouter>
        <DataTable
          aria-label="Projects"
          columns={detailed}
          rows={projects(1)}
          loading={false}
          emptyState={emptyState}
          pagination={paging({ hasNextPage: false })}
        />
      </MemoryRouter>,
    )
    await findGrid()
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Density' })).not.toBeInTheDocument()
  })

  it('shows every column on a wide screen', async () => {
    narrowScreen(false)
    renderDetailed()
    const grid = await findGrid()
    expect(within(grid).getByRole('columnheader', { name: 'ID' })).toBeInTheDocument()
  })

  it('exports the hidden columns too: the CSV is the data, not the screen', async () => {
    narrowScreen(true)
    const user = userEvent.setup()
    const createObjectURL = jest.fn((_: Blob) => 'blob:projects')
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() })
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderDetailed()
    await findGrid()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const text = await readBlob(createObjectURL.mock.calls[0]![0])
    expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Name,Description,Created,ID')
    click.mockRestore()
  })
})
