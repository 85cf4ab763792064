import { deferred } from '~/components/deferred'

// The grid's own Autocomplete (see deferred.tsx): loaded when a grid panel first shows one.
export default deferred(
  () => import(/* webpackChunkName: "grid-autocomplete" */ '@mui/material/Autocomplete'),
)
