import { deferred } from '~/components/deferred'

// The grid's own TextField (see deferred.tsx): loaded when a grid panel first shows one (the
// Columns panel's search).
export default deferred(
  () => import(/* webpackChunkName: "grid-text-field" */ '@mui/material/TextField'),
)
