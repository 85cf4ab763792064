import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import type { ApiError } from '~/api/errors'
import { Toaster } from '../toast/Toaster'
import { clearToasts } from '../toast/toastStore'
import { confirmDelete } from './confirmDelete'
import { ConfirmActionModal } from './ConfirmActionModal'
import { clearConfirmAction, confirmAction } from './confirmStore'

function renderRoot() {
  render(
    <MemoryRouter>
      <ConfirmActionModal />
      <Toaster />
    </MemoryRouter>,
  )
}

afterEach(() => {
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
})

/** A promise the test settles by hand, to look at the dialog while the action runs. */
function deferred() {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

it('asks to confirm a delete with the fixed title, text and a danger button named Delete', () => {
  renderRoot()
  act(() => confirmDelete({ label: 'my-project', doDelete: () => Promise.resolve() }))
  const dialog = screen.getByRole('dialog', { name: 'Confirm delete' })
  expect(dialog).toHaveTextContent('Are you sure you want to delete my-project?')
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass('MuiButton-colorError')
  expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
})

it('runs the action, shows it loading, and closes on success', async () => {
  const user = userEvent.setup()
  const action = deferred()
  const doDelete = jest.fn(() => action.promise)
  renderRoot()
  act(() => confirmDelete({ label: 'my-project', doDelete }))

  await user.click(screen.getByRole('button', { name: 'Delete' }))
  expect(doDelete).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled()

  await act(async () => action.resolve())
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

it('closes and shows an error toast with the error title and the API message on failure', async () => {
  const user = userEvent.setup()
  const error: ApiError = { type: 'error', statusCode: 400, message: 'Project is not empty' }
  renderRoot()
  act(() => confirmDelete({ label: 'my-project', doDelete: () => Promise.reject(error) }))

  await user.click(screen.getByRole('button', { name: 'Delete' }))
  const toast = await screen.findByRole('alert')
  expect(toast).toHaveTextContent('Could not delete resource')
  expect(toast).toHaveTextContent('Project is not empty')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('uses the given title, content, button label and error title for any action', async () => {
  const user = userEvent.setup()
  renderRoot()
  act(() =>
    confirmAction({
      modalTitle: 'Stop instance',
      modalContent: 'Are you sure you want to stop db-1?',
      errorTitle: 'Could not stop instance',
      actionType: 'primary',
      actionLabel: 'Stop',
      doAction: () => Promise.reject(new Error('Instance is already stopping')),
    }),
  )
  const dialog = screen.getByRole('dialog', { name: 'Stop instance' })
  expect(dialog).toHaveTextContent('Are you sure you want to stop db-1?')
  await user.click(within(dialog).getByRole('button', { name: 'Stop' }))
  const toast = await screen.findByRole('alert')
  expect(toast).toHaveTextContent('Could not stop instance')
  expect(toast).toHaveTextContent('Instance is already stopping')
})

it('closes without running the action on Cancel', async () => {
  const user = userEvent.setup()
  const doDelete = jest.fn(() => Promise.resolve())
  renderRoot()
  act(() => confirmDelete({ label: 'k', doDelete }))
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(doDelete).not.toHaveBeenCalled()
})

it('with confirmText, keeps the action disabled until that text is typed', async () => {
  const user = userEvent.setup()
  const doAction = jest.fn(() => Promise.resolve())
  renderRoot()
  act(() =>
    confirmAction({
      modalTitle: 'Confirm delete',
      modalContent: 'Everything in the silo maple goes with it.',
      errorTitle: 'Could not delete silo',
      actionType: 'danger',
      actionLabel: 'Delete',
      confirmText: 'maple',
      doAction,
    }),
  )
  const dialog = screen.getByRole('dialog', { name: 'Confirm delete' })
  expect(dialog).toHaveTextContent('Type maple to confirm.')
  const action = within(dialog).getByRole('button', { name: 'Delete' })
  expect(action).toBeDisabled()
  const field = within(dialog).getByRole('textbox', { name: 'Confirmation' })
  await user.type(field, 'mapl')
  expect(action).toBeDisabled()
  // Enter does not slip past the check either
  await user.keyboard('{Enter}')
  expect(doAction).not.toHaveBeenCalled()
  await user.type(field, 'e')
  expect(action).toBeEnabled()
  await user.click(action)
  expect(doAction).toHaveBeenCalledTimes(1)
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('starts every typed confirmation empty', async () => {
  const user = userEvent.setup()
  renderRoot()
  const open = (name: string) =>
    act(() =>
      confirmAction({
        modalTitle: 'Confirm delete',
        modalContent: name,
        errorTitle: 'Could not delete silo',
        actionType: 'danger',
        actionLabel: 'Delete',
        confirmText: name,
        doAction: () => Promise.resolve(),
      }),
    )
  open('maple')
  await user.type(screen.getByRole('textbox', { name: 'Confirmation' }), 'maple')
  open('birch')
  expect(screen.getByRole('textbox', { name: 'Confirmation' })).toHaveValue('')
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled()
})
