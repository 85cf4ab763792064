import { deferred } from '~/components/deferred'

// The grid's own Chip (see deferred.tsx): the console never shows one (the grid draws chips in
// its filter panel, which is off), so it is never loaded.
export default deferred(() => import(/* webpackChunkName: "grid-chip" */ '@mui/material/Chip'))
