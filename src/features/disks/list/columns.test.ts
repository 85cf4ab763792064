import type { Disk } from '~/api/generated/types'
import { diskTypeLabel } from './columns'

const disk = (change: Partial<Disk>) =>
  ({ diskType: 'distributed', readOnly: false, ...change }) as Disk

test('the type column names the backend and says when a disk can only be read', () => {
  expect(diskTypeLabel(disk({}))).toBe('Distributed')
  expect(diskTypeLabel(disk({ readOnly: true }))).toBe('Distributed, read-only')
  expect(diskTypeLabel(disk({ diskType: 'local' }))).toBe('Local')
})
