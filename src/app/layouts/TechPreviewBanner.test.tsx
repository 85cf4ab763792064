import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MOCK_SCENARIO_KEY } from '../mockScenarios'
import { TechPreviewBanner } from './TechPreviewBanner'

// The banner's dialog is where a trainer picks the mock's training scenario: it says which one
// the mock built at page load (window.mockApi says) and loads another (remembered in
// localStorage, then a reload, which jsdom does not perform).

jest.setTimeout(30_000)
afterEach(() => {
  window.localStorage.clear()
  delete window.mockApi
})

async function openDialog() {
  render(<TechPreviewBanner />)
  await userEvent.click(screen.getByRole('button', { name: 'Learn more' }))
  return screen.findByRole('dialog', { name: 'Technical preview' })
}

test('the dialog lists the scenarios and says which one is loaded', async () => {
  const dialog = await openDialog()
  expect(dialog).toHaveTextContent('mocked API')
  expect(dialog).toHaveTextContent('Loaded: Everyday fleet.')
  const group = within(dialog).getByRole('radiogroup', { name: 'Training scenario' })
  expect(within(group).getAllByRole('radio')).toHaveLength(4)
  expect(within(group).getByRole('radio', { name: /Everyday fleet \(loaded\)/ })).toBeChecked()
  expect(within(dialog).getByRole('button', { name: 'Load scenario' })).toBeDisabled()
})

test('the loaded scenario is the one the mock built', async () => {
  window.mockApi = { requests: [], scenario: 'incident' }
  const dialog = await openDialog()
  expect(dialog).toHaveTextContent('Loaded: Incident.')
  expect(within(dialog).getByRole('radio', { name: /Incident \(loaded\)/ })).toBeChecked()
})

test('choosing another scenario and loading it remembers it for the reload', async () => {
  const dialog = await openDialog()
  await userEvent.click(within(dialog).getByRole('radio', { name: /Empty silo/ }))
  const load = within(dialog).getByRole('button', { name: 'Load scenario' })
  expect(load).toBeEnabled()
  // jsdom reports the navigation it cannot do as an error; the reload itself is the e2e's
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {})
  await userEvent.click(load)
  quiet.mockRestore()
  expect(window.localStorage.getItem(MOCK_SCENARIO_KEY)).toBe('empty-silo')
})
