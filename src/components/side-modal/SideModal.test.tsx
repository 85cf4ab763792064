import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SideModal } from './SideModal'

it('is a modal dialog named by its title, takes focus, and closes on Escape', async () => {
  const user = userEvent.setup()
  const onDismiss = jest.fn()
  render(
    <SideModal
      title="View SSH key"
      subtitle="Read only"
      isOpen
      onDismiss={onDismiss}
      footer={<button>Done</button>}
    >
      <p>ssh-ed25519 AAAA</p>
    </SideModal>,
  )
  const dialog = screen.getByRole('dialog', { name: 'View SSH key' })
  expect(dialog).toHaveAttribute('aria-modal', 'true')
  expect(dialog).toHaveTextContent('Read only')
  expect(dialog).toContainElement(document.activeElement as HTMLElement)
  expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument()

  await user.keyboard('{Escape}')
  expect(onDismiss).toHaveBeenCalledTimes(1)
  await user.click(screen.getByRole('button', { name: 'Close' }))
  expect(onDismiss).toHaveBeenCalledTimes(2)
})

it('renders nothing while closed', () => {
  render(
    <SideModal title="Hidden" isOpen={false} onDismiss={jest.fn()}>
      body
    </SideModal>,
  )
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})
