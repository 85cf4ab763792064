import type { JumpOption } from './jumpOptions'
import { JUMP_SHOWN, jumpIndex, searchJump } from './jumpSearch'

const option = (group: string, label: string): JumpOption => ({ group, label, to: `/${label}` })

// a project of 1,000 instances with their boot disks, after a few pages
const fleet: JumpOption[] = [
  option('Pages in bulk-1000', 'Instances'),
  option('Pages in bulk-1000', 'Disks'),
  ...Array.from({ length: 1000 }, (_, i) =>
    option('Instances in bulk-1000', `bulk-${String(i + 1).padStart(4, '0')}`),
  ),
  ...Array.from({ length: 1000 }, (_, i) =>
    option('Disks in bulk-1000', `bulk-${String(i + 1).padStart(4, '0')}-boot`),
  ),
  option('Projects', 'atlas-ingest'),
  option('Projects', 'bulk-1000'),
]
const index = jumpIndex(fleet)
const labels = (results: { options: JumpOption[] }) => results.options.map((o) => o.label)

test('of thousands of matches it shows the first few and counts the rest', () => {
  const all = searchJump(index, '')
  expect(all.options).toHaveLength(JUMP_SHOWN)
  expect(all.more).toBe(fleet.length - JUMP_SHOWN)
  // in jumpOptions' order: the area on screen first
  expect(labels(all).slice(0, 3)).toEqual(['Instances', 'Disks', 'bulk-0001'])

  const bulk = searchJump(index, 'bulk-0')
  expect(bulk.options).toHaveLength(JUMP_SHOWN)
  // bulk-0001 … bulk-0999, their disks, and no project
  expect(bulk.more).toBe(999 * 2 - JUMP_SHOWN)
})

test('an exact name comes first, then names that start with it, then the rest', () => {
  const results = searchJump(index, 'bulk-0999')
  expect(results).toEqual({
    options: [
      option('Instances in bulk-1000', 'bulk-0999'),
      option('Disks in bulk-1000', 'bulk-0999-boot'),
    ],
    more: 0,
  })
  // in any case; the exact name heads the list, above everything merely in the project so named
  expect(searchJump(index, 'BULK-1000').options[0]).toEqual(
    option('Instances in bulk-1000', 'bulk-1000'),
  )
})

test('a group heading stands where its best match does, each group under one heading', () => {
  const results = searchJump(index, 'bulk-1000')
  const groups = results.options.map((o) => o.group)
  expect([...new Set(groups)]).toEqual([
    'Instances in bulk-1000',
    'Projects',
    'Disks in bulk-1000',
    'Pages in bulk-1000',
  ])
  // contiguous: as many headings as groups
  expect(groups.filter((g, i) => g !== groups[i - 1])).toHaveLength(4)
})

test('the group is searched too, and nothing matching leaves the list empty', () => {
  expect(labels(searchJump(index, 'pages in'))).toEqual(['Instances', 'Disks'])
  expect(searchJump(index, 'zzz')).toEqual({ options: [], more: 0 })
})
