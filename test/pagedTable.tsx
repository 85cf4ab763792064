import { useState, type ReactNode } from 'react'
import type { DataTableColumn } from '~/components/table/column'
import { DataTable } from '~/components/table/DataTable'

/**
 * A table paged on the server as a list page pages it: `pages` are its pages' rows, Next and
 * Previous move between them, and the last one has no next page.
 */
export function PagedTable<Row extends { id: string }>({
  label,
  columns,
  pages,
  emptyState = null,
}: {
  label: string
  columns: DataTableColumn<Row>[]
  pages: Row[][]
  emptyState?: ReactNode
}) {
  const [pageIndex, setPageIndex] = useState(0)
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={pages[pageIndex]}
      loading={false}
      emptyState={emptyState}
      pagination={{
        pageIndex,
        hasNextPage: pageIndex < pages.length - 1,
        onNext: () => setPageIndex((i) => i + 1),
        onPrev: () => setPageIndex((i) => i - 1),
      }}
    />
  )
}
