import type { Image } from '~/api/generated/types'
import {
  createdColumn,
  descriptionColumn,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'
import { formatBytes } from '~/util/format'

/**
 * Spec §2 images and /images: name (opening the read-only view), description, OS, version, size,
 * block size and creation time. `view` is where a row's name leads.
 */
export const imageColumns = (view: (image: Image) => string): DataTableColumn<Image>[] => [
  nameLinkColumn(view),
  { ...descriptionColumn<Image>(), flex: 1.4 },
  { field: 'os', headerName: 'OS', flex: 0.7 },
  { field: 'version', headerName: 'Version', flex: 0.6 },
  {
    field: 'size',
    headerName: 'Size',
    width: 100,
    renderCell: ({ row }) => formatBytes(row.size),
    csv: (row) => String(row.size),
  },
  {
    field: 'blockSize',
    headerName: 'Block size',
    width: 110,
    renderCell: ({ row }) => `${row.blockSize} B`,
    csv: (row) => String(row.blockSize),
  },
  createdColumn(),
]
