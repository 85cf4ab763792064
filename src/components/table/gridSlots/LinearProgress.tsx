import { deferred } from '~/components/deferred'

// LinearProgress loaded when first shown (see deferred.tsx): by a loading grid or the loading bar.
export default deferred(
  () => import(/* webpackChunkName: "linear-progress" */ '@mui/material/LinearProgress'),
)
