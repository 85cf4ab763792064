import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { clearOverlays } from '~test/renderAtHere'
import { renderInstanceSection } from '~test/renderInstancePart'
import { openRowMenu } from '~test/rowMenu'
import { ExternalSubnets } from './ExternalSubnets'

// ingest-worker-1 holds the seeded ingest-edge; ingest-reserve is atlas-ingest's free one.

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true, freezeStates: true })
afterEach(clearOverlays)

const renderFor = (name: string) =>
  renderInstanceSection(
    name,
    (instance) => <ExternalSubnets project="atlas-ingest" instance={instance} />,
    { gated: true },
  )

test('the instance attaches a free external subnet and detaches one, confirmed', async () => {
  const user = userEvent.setup()
  const instance = await renderFor('ingest-worker-1')
  const grid = await screen.findByRole('grid', { name: 'External subnets' }, { timeout: 20_000 })
  expect(await within(grid).findByText('ingest-edge')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Attach external subnet' }))
  const modal = await screen.findByRole('dialog', { name: 'Attach external subnet' })
  const picker = await within(modal).findByRole('combobox', { name: /^External subnet/ })
  // only the free one is offered
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2))
  await user.selectOptions(picker, within(picker).getByRole('option', { name: /^ingest-reserve/ }))
  await user.click(within(modal).getByRole('button', { name: 'Attach' }))
  expect(await screen.findByText('External subnet ingest-reserve attached')).toBeInTheDocument()
  expect(mock.sent('POST').at(-1)?.body).toEqual({ instance: instance.id })
  expect(await within(grid).findByText('ingest-reserve')).toBeInTheDocument()

  const { menu } = await openRowMenu(user, grid, 'ingest-edge')
  await user.click(within(menu).getByRole('menuitem', { name: 'Detach' }))
  const confirm = await screen.findByRole('dialog', { name: 'Confirm detach' })
  await user.click(within(confirm).getByRole('button', { name: 'Detach' }))
  await waitFor(() => expect(within(grid).queryByText('ingest-edge')).toBeNull())
  expect(mock.sent('POST').at(-1)?.url).toMatch(/\/external-subnets\/[^/]+\/detach$/)
})

test('a project viewer sees Attach external subnet disabled, with why', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  await renderFor('ingest-worker-1')
  const attach = await screen.findByRole('button', { name: 'Attach external subnet' })
  await waitFor(() =>
    expect(attach).toHaveAccessibleDescription(
      "Only a project collaborator or admin can change this instance's external subnets",
    ),
  )
  expect(attach).toHaveAttribute('aria-disabled', 'true')
})
