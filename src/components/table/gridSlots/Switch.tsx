import { deferred } from '~/components/deferred'

// The grid's own Switch (see deferred.tsx): loaded when a grid panel first shows one.
export default deferred(() => import(/* webpackChunkName: "grid-switch" */ '@mui/material/Switch'))
