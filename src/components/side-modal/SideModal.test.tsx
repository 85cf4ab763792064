import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
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

/** A form waiting for its data: the field comes after the drawer opened. */
function LateField() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50)
    return () => clearTimeout(timer)
  }, [])
  return loaded ? <input aria-label="Name" /> : <p>Loading…</p>
}

it('moves the focus to a field that arrives after it opened', async () => {
  render(
    <SideModal title="Edit project" isOpen onDismiss={jest.fn()}>
      <LateField />
    </SideModal>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Edit project' })
  expect(dialog).toContainElement(document.activeElement as HTMLElement)
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus())
})
