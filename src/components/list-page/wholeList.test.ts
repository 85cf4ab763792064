import type { DataTableColumn } from '../table/column'
import { filterRows, pageCount, pageOf, sortRows, stateCounts } from './wholeList'

type Disk = { id: string; name: string; description: string; size: number; policy: string }
const disk = (name: string, size: number, policy = 'in_service'): Disk => ({
  id: `id-${name}`,
  name,
  description: `${name} of the rack`,
  size,
  policy,
})
const columns: DataTableColumn<Disk>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'size', headerName: 'Size' },
  {
    field: 'policy',
    headerName: 'Policy',
    csv: (d) => (d.policy === 'expunged' ? 'Expunged' : 'In service'),
  },
]
const disks = [disk('b-2', 20), disk('a-10', 5, 'expunged'), disk('a-9', 10), disk('c', 1)]
const policy = (d: Disk) => (d.policy === 'expunged' ? 'Expunged' : 'In service')

test('the text filter matches what the columns show, every word, in any case', () => {
  expect(filterRows(disks, columns, 'A-', null, policy).map((d) => d.name)).toEqual(['a-10', 'a-9'])
  expect(filterRows(disks, columns, 'expunged', null, policy).map((d) => d.name)).toEqual(['a-10'])
  expect(filterRows(disks, columns, 'rack b', null, policy).map((d) => d.name)).toEqual(['b-2'])
  expect(filterRows(disks, columns, '', null, policy)).toHaveLength(4)
})

test('the state filter keeps the rows in that state, and offers each state with its count', () => {
  expect(filterRows(disks, columns, '', 'Expunged', policy).map((d) => d.name)).toEqual(['a-10'])
  expect(stateCounts(disks, policy)).toEqual([
    ['In service', 3],
    ['Expunged', 1],
  ])
  // a row can be in several (a disk's policy and its state)
  expect(stateCounts(disks, (d) => [policy(d), 'Active'])).toContainEqual(['Active', 4])
})

test('sorted by the column’s value both ways; names in the API’s order (by code unit)', () => {
  const byName = (direction: 'ascending' | 'descending') =>
    sortRows(disks, columns, { field: 'name', direction }).map((d) => d.name)
  expect(byName('ascending')).toEqual(['a-10', 'a-9', 'b-2', 'c'])
  expect(byName('descending')).toEqual(['c', 'b-2', 'a-9', 'a-10'])
  expect(
    sortRows(disks, columns, { field: 'size', direction: 'ascending' }).map((d) => d.size),
  ).toEqual([1, 5, 10, 20])
})

test('pages of 25', () => {
  const many = Array.from({ length: 60 }, (_, i) => disk(`d-${i}`, i))
  expect(pageCount(60)).toBe(3)
  expect(pageCount(0)).toBe(1)
  expect(pageOf(many, 2).map((d) => d.size)).toEqual(Array.from({ length: 10 }, (_, i) => 50 + i))
})
