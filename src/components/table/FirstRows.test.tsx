import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import type { DataTableColumn } from './column'
import { nameLinkColumn } from './columns'
import { DataTable, showRowsBeforeGrid } from './DataTable'

// The app's first table draws its rows before the grid has run, and the grid then takes over.

type Project = { id: string; name: string; description: string }

const columns: DataTableColumn<Project>[] = [
  nameLinkColumn((p) => `/projects/${p.name}`),
  { field: 'description', headerName: 'Description', flex: 2 },
]
const projects: Project[] = ['alpha', 'beta'].map((name) => ({
  id: `id-${name}`,
  name,
  description: `The ${name} project`,
}))

function renderList(scroll?: { rowHeight: number }) {
  return render(
    <MemoryRouter initialEntries={['/projects']}>
      <Routes>
        <Route
          path="/projects"
          element={
            <DataTable
              aria-label="Projects"
              columns={columns}
              rows={projects}
              loading={false}
              emptyState={null}
              rowActions={() => []}
              selection={{ ids: new Set(), onChange: () => {} }}
              scroll={scroll}
            />
          }
        />
        <Route path="/projects/:name" element={<h1>Project page</h1>} />
      </Routes>
    </MemoryRouter>,
  )
}

const findGrid = () => screen.findByRole('grid', { name: 'Projects' }, { timeout: 10_000 })
jest.setTimeout(30_000)

afterEach(() => window.localStorage.clear())

it('shows the first rows at once, read-only, and the grid takes their place', async () => {
  showRowsBeforeGrid()
  renderList()
  // in the first render, before any chunk has loaded: the rows, their links, the columns' names
  const table = screen.getByRole('table', { name: 'Projects' })
  expect(table).toHaveAttribute('aria-busy', 'true')
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name', 'Description'])
  expect(within(table).getByRole('link', { name: 'alpha' })).toHaveAttribute(
    'href',
    '/projects/alpha',
  )
  expect(within(table).getByRole('cell', { name: 'The beta project' })).toBeInTheDocument()
  // nothing to act with yet: no checkboxes, no row menus
  expect(within(table).queryByRole('checkbox')).toBeNull()
  expect(within(table).queryByRole('button')).toBeNull()

  const grid = await findGrid()
  expect(screen.queryByRole('table')).toBeNull()
  expect(within(grid).getByRole('link', { name: 'alpha' })).toBeInTheDocument()
  expect(within(grid).getAllByRole('checkbox').length).toBeGreaterThan(0)
})

it('follows a link clicked before the grid has taken over, in the app', () => {
  showRowsBeforeGrid()
  renderList()
  const link = within(screen.getByRole('table', { name: 'Projects' })).getByRole('link', {
    name: 'beta',
  })
  // a plain click stays in the app (the router's navigate), not a page load
  expect(fireEvent.click(link)).toBe(false)
  expect(screen.getByRole('heading', { name: 'Project page' })).toBeInTheDocument()
})

it('keeps the focus on the same link when the grid takes over', async () => {
  showRowsBeforeGrid()
  renderList()
  const link = within(screen.getByRole('table', { name: 'Projects' })).getByRole('link', {
    name: 'beta',
  })
  act(() => link.focus())
  const grid = await findGrid()
  await waitFor(() => expect(within(grid).getByRole('link', { name: 'beta' })).toHaveFocus())
})

it('leaves out the columns the user hid', () => {
  window.localStorage.setItem(
    'console-table:Projects',
    JSON.stringify({ columns: { narrow: false, model: { description: false } } }),
  )
  showRowsBeforeGrid()
  renderList()
  const table = screen.getByRole('table', { name: 'Projects' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name'])
})

it('draws the grid at once for tables after the first', async () => {
  showRowsBeforeGrid()
  const first = renderList()
  await findGrid()
  first.unmount()
  // another list later in the visit
  renderList()
  expect(screen.queryByRole('table')).toBeNull()
  await findGrid()
})

it("draws the rows of a table that scrolls them at that table's row height", () => {
  showRowsBeforeGrid()
  renderList({ rowHeight: 60 })
  // the grid's rows are as tall: nothing moves when it takes over
  const cell = screen.getByRole('cell', { name: 'The alpha project' })
  expect(window.getComputedStyle(cell).height).toBe('60px')
})
