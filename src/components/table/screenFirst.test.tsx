import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { PagedTable } from '~test/pagedTable'
import type { DataTableColumn } from './column'
import { assignSlots, NO_SLOTS } from './rowSlots'
import { screenFirstRows, watchRowsOnScreen } from './screenFirst'

const rows = (...ids: string[]) => ids.map((id) => ({ id }))
const held = (previous: Parameters<typeof assignSlots>[0], ids: string[]) => {
  const slots = assignSlots(previous, rows(...ids))
  return { rows: rows(...ids), slotOf: slots.slotOf, slots }
}

describe('screenFirstRows', () => {
  const before = held(NO_SLOTS, ['a', 'b', 'c', 'd'])

  it('shows the new page in the slots on screen and keeps the rows before off screen', () => {
    const next = held(before.slots, ['e', 'f', 'g', 'h'])
    const first = screenFirstRows(before, next, () => new Set(['slot-2', 'slot-3']))
    expect(first?.map((r) => r.id)).toEqual(['e', 'f', 'c', 'd'])
  })

  it('holds nothing back when every row is on screen', () => {
    const next = held(before.slots, ['e', 'f', 'g', 'h'])
    expect(screenFirstRows(before, next, () => new Set())).toBeNull()
  })

  it('holds nothing back when a row stays (a poll or a deletion updates rows in place)', () => {
    const next = held(before.slots, ['a', 'b', 'x', 'd'])
    expect(screenFirstRows(before, next, () => new Set(['slot-3']))).toBeNull()
  })

  it('asks which rows are off screen only when another page takes over', () => {
    const offScreen = jest.fn(() => new Set(['slot-3']))
    screenFirstRows(before, held(before.slots, ['a', 'b', 'x', 'd']), offScreen)
    expect(offScreen).not.toHaveBeenCalled()
    screenFirstRows(before, held(before.slots, ['e', 'f', 'g', 'h']), offScreen)
    expect(offScreen).toHaveBeenCalledTimes(1)
  })

  it('shows at once the rows of a longer page that have no row before them', () => {
    const short = held(NO_SLOTS, ['a', 'b'])
    const next = held(short.slots, ['e', 'f', 'g'])
    const first = screenFirstRows(short, next, () => new Set(['slot-1']))
    expect(first?.map((r) => r.id)).toEqual(['e', 'b', 'g'])
  })
})

type Item = { id: string; name: string }
const columns: DataTableColumn<Item>[] = [{ field: 'name', headerName: 'Name', flex: 1 }]
const page = (n: number) =>
  Array.from({ length: 4 }, (_, i) => ({ id: `id-${n * 4 + i}`, name: `item-${n * 4 + i}` }))

describe('another page on screen', () => {
  // jsdom has no IntersectionObserver: this one reports what a test tells it to
  const watched: Element[] = []
  let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {}
  beforeAll(() => import('./DataGridTable'))
  beforeEach(() => {
    watched.length = 0
    // eslint-disable-next-line no-restricted-syntax -- a stand-in observer with only the members the table calls
    window.IntersectionObserver = class {
      constructor(callback: (entries: never[]) => void) {
        report = (entries) => callback(entries as never[])
      }
      observe(target: Element) {
        if (!watched.includes(target)) watched.push(target)
      }
      unobserve(target: Element) {
        watched.splice(watched.indexOf(target), 1)
      }
      disconnect() {}
      takeRecords() {
        return []
      }
    } as never
  })
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  })
  jest.setTimeout(30_000)

  const names = (grid: HTMLElement) =>
    within(grid)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent)

  it('draws the rows on screen first and the rows below the fold a frame later', async () => {
    render(<PagedTable label="Items" columns={columns} pages={[page(0), page(1)]} />)
    const grid = await screen.findByRole('grid', { name: 'Items' }, { timeout: 10_000 })
    // the table watches its rows once they are shown; the last two are below the fold
    await waitFor(() => expect(watched).toHaveLength(4))
    act(() => report(watched.map((target, i) => ({ target, isIntersecting: i < 2 }))))

    fireEvent.click(screen.getByRole('button', { name: /next page/i }))
    // the frame drawn first: the new page where the user looks, the rows before below it
    expect(names(grid)).toEqual(['item-4', 'item-5', 'item-2', 'item-3'])
    await waitFor(() => expect(names(grid)).toEqual(['item-4', 'item-5', 'item-6', 'item-7']))
  })

  it('lets go of the rows the grid has removed', () => {
    const root = document.createElement('div')
    for (const id of ['a', 'b', 'c']) {
      const row = root.appendChild(document.createElement('div'))
      row.className = 'MuiDataGrid-row'
      row.dataset.id = id
    }
    document.body.append(root)
    const rowsOnScreen = watchRowsOnScreen()
    rowsOnScreen.watch(root)
    act(() => report(watched.map((target) => ({ target, isIntersecting: false }))))
    expect([...rowsOnScreen.offScreen(root)]).toEqual(['a', 'b', 'c'])
    root.lastElementChild!.remove()
    rowsOnScreen.watch(root)
    expect(watched).toHaveLength(2)
    expect([...rowsOnScreen.offScreen(root)]).toEqual(['a', 'b'])
    root.remove()
  })

  it('draws the whole page at once when every row is on screen', async () => {
    render(<PagedTable label="Items" columns={columns} pages={[page(0), page(1)]} />)
    const grid = await screen.findByRole('grid', { name: 'Items' }, { timeout: 10_000 })
    await waitFor(() => expect(watched).toHaveLength(4))
    act(() => report(watched.map((target) => ({ target, isIntersecting: true }))))

    fireEvent.click(screen.getByRole('button', { name: /next page/i }))
    expect(names(grid)).toEqual(['item-4', 'item-5', 'item-6', 'item-7'])
  })
})
