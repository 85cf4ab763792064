import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Modal } from './Modal'

function renderModal(onDismiss = jest.fn(), onAction = jest.fn()) {
  render(
    <Modal title="Technical preview" isOpen onDismiss={onDismiss} width="narrow">
      <Modal.Body>The API is mocked.</Modal.Body>
      <Modal.Footer onDismiss={onDismiss} onAction={onAction} actionText="Got it" />
    </Modal>,
  )
  return { onDismiss, onAction }
}

it('is a dialog named by its title, with focus inside', () => {
  renderModal()
  const dialog = screen.getByRole('dialog', { name: 'Technical preview' })
  expect(dialog).toHaveTextContent('The API is mocked.')
  expect(dialog).toContainElement(document.activeElement as HTMLElement)
})

it('closes on Escape, Cancel and the close button', async () => {
  const user = userEvent.setup()
  const { onDismiss } = renderModal()
  await user.keyboard('{Escape}')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await user.click(screen.getByRole('button', { name: 'Close' }))
  expect(onDismiss).toHaveBeenCalledTimes(3)
})

it('runs the action from the footer', async () => {
  const user = userEvent.setup()
  const { onAction } = renderModal()
  await user.click(screen.getByRole('button', { name: 'Got it' }))
  expect(onAction).toHaveBeenCalled()
})

it('disables the action button while loading', () => {
  render(
    <Modal title="t" isOpen onDismiss={jest.fn()}>
      <Modal.Footer onDismiss={jest.fn()} onAction={jest.fn()} actionText="Save" actionLoading />
    </Modal>,
  )
  expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled()
})
