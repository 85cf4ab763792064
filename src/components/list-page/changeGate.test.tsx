import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import type { DataTableColumn } from '../table/column'
import { ChangeGateContext } from './changeGate'
import { ListPage } from './ListPage'

// A list in a project the user only views: what would change its rows is offered disabled, with
// the reason the project's frame gives (roles.ts' useProjectChangeGate); what only shows is not.

jest.setTimeout(30_000)

type Thing = { id: string; name: string }
const columns: DataTableColumn<Thing>[] = [{ field: 'name', headerName: 'Name' }]
const reason = (action: string) => `Only a project collaborator or admin can ${action}`

function renderList(gate: (action: string) => string | undefined) {
  const actions = { view: jest.fn(), remove: jest.fn(), run: jest.fn(() => Promise.resolve()) }
  render(
    <MemoryRouter>
      <ChangeGateContext.Provider value={gate}>
        <ListPage
          title="Things"
          label="Things"
          columns={columns}
          result={{ rows: [{ id: 't1', name: 'alpha' }], error: undefined, refetch: () => {} }}
          create={{ label: 'New thing', to: '/things-new' }}
          empty={{ title: 'No things', body: 'None yet.' }}
          rowActions={() => [
            { label: 'View', reads: true, onActivate: actions.view },
            { label: 'Delete', danger: true, onActivate: actions.remove },
          ]}
          bulkActions={[{ label: 'Delete', doing: 'Deleting', done: 'Deleted', run: actions.run }]}
        />
      </ChangeGateContext.Provider>
    </MemoryRouter>,
  )
  return actions
}

test("a role that may not change the rows gets create, the row's changes and the bulk actions disabled, with why", async () => {
  const user = userEvent.setup()
  const actions = renderList(reason)
  const grid = await screen.findByRole('grid', { name: 'Things' }, { timeout: 10_000 })

  const create = screen.getByRole('link', { name: 'New thing' })
  expect(create).toHaveAttribute('aria-disabled', 'true')
  expect(create).toHaveAccessibleDescription(reason('create things'))

  await user.click(within(grid).getByRole('button', { name: 'Row actions for alpha' }))
  const remove = screen.getByRole('menuitem', { name: 'Delete' })
  expect(remove).toHaveAttribute('aria-disabled', 'true')
  expect(remove).toHaveAccessibleDescription(reason('change things'))
  await user.click(remove)
  expect(actions.remove).not.toHaveBeenCalled()
  // what only shows something stays open
  const view = screen.getByRole('menuitem', { name: 'View' })
  expect(view).not.toHaveAttribute('aria-disabled')
  await user.click(view)
  expect(actions.view).toHaveBeenCalledTimes(1)

  await user.click(within(grid).getByRole('checkbox', { name: /select row/i }))
  const bulkDelete = await screen.findByRole('button', { name: 'Delete' })
  expect(bulkDelete).toHaveAttribute('aria-disabled', 'true')
  expect(bulkDelete).toHaveAccessibleDescription(reason('change things'))
  await user.click(bulkDelete)
  expect(actions.run).not.toHaveBeenCalled()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('a role that may change the rows gets every action', async () => {
  const user = userEvent.setup()
  renderList(() => undefined)
  const grid = await screen.findByRole('grid', { name: 'Things' }, { timeout: 10_000 })
  expect(screen.getByRole('link', { name: 'New thing' })).not.toHaveAttribute('aria-disabled')
  await user.click(within(grid).getByRole('button', { name: 'Row actions for alpha' }))
  expect(screen.getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled')
})
