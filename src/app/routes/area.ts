import type { Params, RouteObject } from 'react-router-dom'
import type { RouteHandle } from '../crumbs'

/**
 * A sidebar link an area contributes to the layout it sits in. `to` gets the current route's
 * params, so a project's links can name the project.
 */
export type NavEntry = { label: string; to: (params: Params) => string }

/**
 * What a feature area (`src/features/<area>/routes.tsx`) hands the composition root: its route
 * objects and the sidebar links to them. The root places them under a layout.
 */
export type Area = { routes: RouteObject[]; nav: NavEntry[] }

/** Types a route's handle (crumb, title) where it is written. */
export const handle = (h: RouteHandle) => h

/** The list renders in the parent route; its own path shows no form in the outlet. */
export const ListOnly = () => null
