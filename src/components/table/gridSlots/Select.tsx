import { deferred } from '~/components/deferred'

// The grid's own Select (see deferred.tsx): the console never shows one (its filter panel is off,
// its pagers are its own), so it is never loaded.
export default deferred(() => import(/* webpackChunkName: "grid-select" */ '@mui/material/Select'))
