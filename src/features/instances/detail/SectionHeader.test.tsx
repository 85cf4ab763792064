import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChangeGateContext } from '~/components'
import { SectionHeader } from './SectionHeader'

test('a section whose actions cannot be used says why once, and its buttons do nothing', async () => {
  const attach = jest.fn()
  const create = jest.fn()
  const reason = 'Only a creating or stopped instance can have disks attached'
  render(
    <SectionHeader
      title="Other disks"
      disabledReason={reason}
      actions={[
        { label: 'Attach existing disk', onClick: attach },
        { label: 'Create disk', onClick: create },
      ]}
    />,
  )
  for (const name of ['Attach existing disk', 'Create disk']) {
    const button = screen.getByRole('button', { name })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAccessibleDescription(reason)
    await userEvent.click(button)
  }
  expect(screen.getAllByText(reason)).toHaveLength(1)
  expect(attach).not.toHaveBeenCalled()
  expect(create).not.toHaveBeenCalled()
})

test('an action with its own reason is the only one disabled', async () => {
  const ephemeral = jest.fn()
  const floating = jest.fn()
  render(
    <SectionHeader
      title="External IPs"
      actions={[
        {
          label: 'Attach ephemeral IP',
          onClick: ephemeral,
          disabledReason: 'An instance can have only one ephemeral IP',
        },
        { label: 'Attach floating IP', onClick: floating },
      ]}
    />,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Attach ephemeral IP' }))
  await userEvent.click(screen.getByRole('button', { name: 'Attach floating IP' }))
  expect(ephemeral).not.toHaveBeenCalled()
  expect(floating).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('button', { name: 'Attach floating IP' })).not.toHaveAttribute(
    'aria-disabled',
  )
})

test("a role that may not change what the buttons change is the reason, before the section's own", async () => {
  const attach = jest.fn()
  const gate = (action: string) => `Only a project collaborator or admin can ${action}`
  render(
    <ChangeGateContext.Provider value={gate}>
      <SectionHeader
        title="Other disks"
        changes="this instance's disks"
        disabledReason="Only a creating or stopped instance can have disks attached"
        actions={[{ label: 'Attach existing disk', onClick: attach }]}
      />
      <SectionHeader title="Boot disk" actions={[{ label: 'Look', onClick: attach }]} />
    </ChangeGateContext.Provider>,
  )
  const button = screen.getByRole('button', { name: 'Attach existing disk' })
  expect(button).toHaveAccessibleDescription(
    "Only a project collaborator or admin can change this instance's disks",
  )
  await userEvent.click(button)
  expect(attach).not.toHaveBeenCalled()
  // a section that does not say what it changes is not gated by the role
  await userEvent.click(screen.getByRole('button', { name: 'Look' }))
  expect(attach).toHaveBeenCalledTimes(1)
})
