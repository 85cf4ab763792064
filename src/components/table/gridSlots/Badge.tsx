import { deferred } from '~/components/deferred'

// The grid's own Badge (see deferred.tsx): loaded when a grid panel first shows one.
export default deferred(() => import(/* webpackChunkName: "grid-badge" */ '@mui/material/Badge'))
