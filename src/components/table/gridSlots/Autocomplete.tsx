import type { ComponentType } from 'react'
import { deferred } from '~/components/deferred'

/**
 * The module as the grid's slot takes it: props the grid passes, unchecked here. Nothing in the
 * console renders it by name (webpack.config.ts hands it to the grid alone), and inferring the
 * type from Autocomplete's own generic props took tsc 10 s, a fifth of the whole typecheck.
 */
type GridSlotModule = { default: ComponentType<Record<string, unknown>> }

// The grid's own Autocomplete (see deferred.tsx): loaded when a grid panel first shows one.
export default deferred(
  () =>
    import(
      /* webpackChunkName: "grid-autocomplete" */ '@mui/material/Autocomplete'
    ) as Promise<unknown> as Promise<GridSlotModule>,
)
