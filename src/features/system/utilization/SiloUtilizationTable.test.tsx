import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { useSiloUtilizationListQuery } from '~/api/endpoints/systemSilos'
import type { SiloUtilization } from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { createTestStore } from '~/api/endpoints/testing'
import { call } from '~test/mirage/testing'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { copyIdFrom, openRowMenu } from '~test/rowMenu'
import { SiloUtilizationTable } from './SiloUtilizationTable'

// The seeded fleet's silos, their use against their quotas, as the utilization page fetches them.

jest.setTimeout(60_000)

mockApiForEachTest({ seed: true })

function Silos() {
  const { data } = useSiloUtilizationListQuery(WHOLE_LIST)
  return data ? <SiloUtilizationTable rows={data.items} /> : null
}

const renderSilos = async () => {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <Silos />
      </MemoryRouter>
    </Provider>,
  )
  return screen.findByRole('grid', { name: 'Silo utilization' }, { timeout: 20_000 })
}

test('a silo’s menu has Copy ID, which copies the silo’s id and says Copied', async () => {
  const user = userEvent.setup()
  const grid = await renderSilos()
  const { menu, items } = await openRowMenu(user, grid, 'maple')
  expect(items).toEqual(['Copy ID'])
  const copied = await copyIdFrom(user, menu)
  const maple = await call<{ id: string }>('GET', '/v1/system/silos/maple')
  expect(copied).toBe(maple.body.id)
})

test('a usage column sorts by the share of the quota, not by its text', async () => {
  // by text, '177/256' would come before '10/10'; by share, the full silo is the fullest
  const use = (siloName: string, cpus: number, quota: number): SiloUtilization => ({
    siloId: `silo-${siloName}`,
    siloName,
    provisioned: { cpus, memory: 0, storage: 0 },
    allocated: { cpus: quota, memory: 0, storage: 0 },
  })
  const rows = [use('half', 177, 256), use('full', 10, 10), use('idle', 0, 64)]
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <SiloUtilizationTable rows={rows} />
      </MemoryRouter>
    </Provider>,
  )
  const grid = await screen.findByRole('grid', { name: 'Silo utilization' }, { timeout: 20_000 })
  const shown = () =>
    within(grid)
      .getAllByRole('link')
      .map((a) => a.textContent)
  const header = within(grid).getByRole('columnheader', { name: /CPUs/ })
  await user.click(within(header).getByText('CPUs'))
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'))
  expect(shown()).toEqual(['idle', 'half', 'full'])
  await user.click(within(header).getByText('CPUs'))
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'))
  expect(shown()).toEqual(['full', 'half', 'idle'])
})
