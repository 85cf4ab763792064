import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ReportedError } from '../toast/ReportedError'
import { PickOneModal, type PickOneModalProps, type PickOption } from './PickOneModal'

const OPTIONS: PickOption[] = [
  { value: 'a', label: 'alpha' },
  { value: 'b', label: 'beta (running: stop it first)', disabled: true },
  { value: 'c', label: 'gamma', group: 'Later' },
]

function renderPicker(props: Partial<PickOneModalProps> = {}) {
  const onPick = jest.fn(() => Promise.resolve())
  const onDismiss = jest.fn()
  render(
    <PickOneModal
      title="Attach thing"
      actionText="Attach"
      label="Thing"
      placeholder="Select a thing"
      options={OPTIONS}
      emptyText="Nothing to attach."
      onPick={onPick}
      onDismiss={onDismiss}
      {...props}
    />,
  )
  const dialog = screen.getByRole('dialog', { name: 'Attach thing' })
  return { dialog, onPick, onDismiss }
}

test('nothing is sent until a pickable option is picked; the pick is sent and the modal closes', async () => {
  const user = userEvent.setup()
  const { dialog, onPick, onDismiss } = renderPicker()
  const attach = within(dialog).getByRole('button', { name: 'Attach' })
  expect(attach).toBeDisabled()
  expect(within(dialog).getByRole('option', { name: /^beta/ })).toBeDisabled()
  expect(within(dialog).getByRole('group', { name: 'Later' })).toContainElement(
    within(dialog).getByRole('option', { name: 'gamma' }),
  )
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Thing' }), 'gamma')
  await user.click(attach)
  expect(onPick).toHaveBeenCalledWith('c')
  expect(onDismiss).toHaveBeenCalled()
})

test('a refusal shows the server’s message in the modal, keeps the pick, and clears on a new one', async () => {
  const user = userEvent.setup()
  const { dialog, onDismiss } = renderPicker({
    initial: 'a',
    onPick: () => Promise.reject(new Error('Instance must be stopped')),
  })
  const picker = within(dialog).getByRole('combobox', { name: 'Thing' })
  expect(picker).toHaveDisplayValue('alpha')
  await user.click(within(dialog).getByRole('button', { name: 'Attach' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Instance must be stopped')
  expect(picker).toHaveDisplayValue('alpha')
  expect(onDismiss).not.toHaveBeenCalled()
  await user.selectOptions(picker, 'gamma')
  expect(within(dialog).queryByRole('alert')).toBeNull()
})

test('a refusal already reported in a toast adds nothing; the modal stays open', async () => {
  const user = userEvent.setup()
  const { dialog, onDismiss } = renderPicker({
    initial: 'a',
    onPick: () => Promise.reject(new ReportedError('toasted')),
  })
  await user.click(within(dialog).getByRole('button', { name: 'Attach' }))
  expect(within(dialog).queryByRole('alert')).toBeNull()
  expect(onDismiss).not.toHaveBeenCalled()
})

test('while the options load the picker waits, disabled', () => {
  const { dialog } = renderPicker({ options: undefined })
  const picker = within(dialog).getByRole('combobox', { name: 'Thing' })
  expect(picker).toBeDisabled()
  expect(picker).toHaveAccessibleDescription('Loading…')
  expect(within(dialog).getByRole('button', { name: 'Attach' })).toBeDisabled()
})

test('options that could not be loaded say why, with Retry', async () => {
  const user = userEvent.setup()
  const onRetry = jest.fn()
  const { dialog } = renderPicker({ options: undefined, loadError: new Error('resting'), onRetry })
  await user.click(within(dialog).getByRole('button', { name: 'Retry' }))
  expect(onRetry).toHaveBeenCalled()
})

test('nothing to pick says why, in place of the picker', () => {
  const { dialog } = renderPicker({ options: [] })
  expect(dialog).toHaveTextContent('Nothing to attach.')
  expect(within(dialog).queryByRole('combobox')).toBeNull()
})

test('a reason the action cannot be taken is said above the picker, the action disabled', () => {
  const { dialog } = renderPicker({ initial: 'a', disabledReason: 'Stop the instance first' })
  expect(dialog).toHaveTextContent('Stop the instance first')
  expect(within(dialog).getByRole('button', { name: 'Attach' })).toBeDisabled()
})
