import { deferred } from '~/components/deferred'

// The grid's own Tab (see deferred.tsx): loaded when a grid panel first shows one.
export default deferred(() => import(/* webpackChunkName: "grid-tab" */ '@mui/material/Tab'))
