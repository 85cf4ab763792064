import { deferred } from '~/components/deferred'

// The grid's default footer pager (see deferred.tsx). Every table's pagination slot is the
// console's own (TablePager), so it is never loaded, nor the Select it brings.
export default deferred(
  () => import(/* webpackChunkName: "grid-table-pagination" */ '@mui/material/TablePagination'),
)

/**
 * The two classes the grid styles its pager's page-size choice by. Imported from
 * TablePagination, they would bring the component; its package exports no deeper path.
 */
export const tablePaginationClasses = {
  selectLabel: 'MuiTablePagination-selectLabel',
  input: 'MuiTablePagination-input',
}
