import { deferred } from '~/components/deferred'

// The grid's own Tabs (see deferred.tsx): loaded when a grid panel first shows one.
export default deferred(() => import(/* webpackChunkName: "grid-tabs" */ '@mui/material/Tabs'))
