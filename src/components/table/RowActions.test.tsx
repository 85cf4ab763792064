import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RowActions } from './RowActions'

function renderActions() {
  const edit = jest.fn()
  const del = jest.fn()
  render(
    <RowActions
      label="Row actions for db-1"
      actions={[
        { label: 'Edit', onActivate: edit },
        {
          label: 'Delete',
          onActivate: del,
          danger: true,
          disabledReason: 'Only stopped instances can be deleted',
        },
      ]}
    />,
  )
  return { edit, del }
}

it('opens a menu named by the button', async () => {
  const user = userEvent.setup()
  renderActions()
  const button = screen.getByRole('button', { name: 'Row actions for db-1' })
  expect(button).toHaveAttribute('aria-haspopup', 'menu')
  await user.click(button)
  expect(screen.getByRole('menu', { name: 'Row actions for db-1' })).toBeInTheDocument()
  expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Delete'])
})

it('runs an action and closes the menu', async () => {
  const user = userEvent.setup()
  const { edit } = renderActions()
  await user.click(screen.getByRole('button', { name: 'Row actions for db-1' }))
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }))
  expect(edit).toHaveBeenCalledTimes(1)
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
})

it('keeps a disabled action visible with its reason, and does not run it', async () => {
  const user = userEvent.setup()
  const { del } = renderActions()
  await user.click(screen.getByRole('button', { name: 'Row actions for db-1' }))
  const item = screen.getByRole('menuitem', { name: 'Delete' })
  expect(item).toHaveAttribute('aria-disabled', 'true')

  await user.hover(item)
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'Only stopped instances can be deleted',
  )
  expect(item).toHaveAccessibleDescription('Only stopped instances can be deleted')

  await user.click(item)
  expect(del).not.toHaveBeenCalled()
  expect(screen.getByRole('menu')).toBeInTheDocument()
})

it('lets the keyboard reach a disabled action', async () => {
  const user = userEvent.setup()
  renderActions()
  act(() => screen.getByRole('button', { name: 'Row actions for db-1' }).focus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus())
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus()
})

it('keeps the focus on an item whose reason comes or goes while the menu is open', async () => {
  const user = userEvent.setup()
  const reason = 'Only a stopped instance can be resized'
  const actions = (disabledReason?: string) => [
    { label: 'Resize', onActivate: jest.fn(), disabledReason },
    { label: 'Delete', onActivate: jest.fn() },
  ]
  const { rerender } = render(<RowActions label="Instance actions" actions={actions(reason)} />)
  act(() => screen.getByRole('button', { name: 'Instance actions' }).focus())
  await user.keyboard('{Enter}')
  const resize = screen.getByRole('menuitem', { name: 'Resize' })
  await waitFor(() => expect(resize).toHaveFocus())
  // the instance stopped meanwhile: the same item, still focused, now enabled
  rerender(<RowActions label="Instance actions" actions={actions()} />)
  expect(screen.getByRole('menuitem', { name: 'Resize' })).toBe(resize)
  expect(resize).toHaveFocus()
  expect(resize).not.toHaveAttribute('aria-disabled')
  rerender(<RowActions label="Instance actions" actions={actions(reason)} />)
  expect(resize).toHaveFocus()
  expect(resize).toHaveAccessibleDescription(reason)
})
