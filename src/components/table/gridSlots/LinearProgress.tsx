import { deferred } from '~/components/deferred'

// The grid's own LinearProgress (see deferred.tsx): loaded when a grid first shows one.
export default deferred(
  () => import(/* webpackChunkName: "linear-progress" */ '@mui/material/LinearProgress'),
)
