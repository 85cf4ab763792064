import type { ComponentType } from 'react'
import type { Params, RouteObject } from 'react-router-dom'
import type { RouteHandle } from '../crumbs'
import type { Role } from '../roles'

/**
 * A sidebar link an area contributes to the layout it sits in. `to` gets the current route's
 * params, so a project's links can name the project. `gate`: the role its page needs, so a user
 * without it sees the link disabled with the reason instead of following it to a 403.
 */
export type NavEntry = {
  label: string
  to: (params: Params) => string
  gate?: { level: 'silo' | 'fleet'; need: Role; action: string }
  /** shown after the label, e.g. how many issues the page lists (lazy: it loads its own data) */
  badge?: ComponentType
}

/**
 * What a feature area (`src/features/<area>/routes.tsx`) hands the composition root: its route
 * objects and the sidebar links to them. The root places them under a layout. `overlays` stay
 * mounted in that layout beside its pages: a form the area's actions open from any page of it.
 */
export type Area = { routes: RouteObject[]; nav: NavEntry[]; overlays?: ComponentType[] }

/** Types a route's handle (crumb, title) where it is written. */
export const handle = (h: RouteHandle) => h

/** The list renders in the parent route; its own path shows no form in the outlet. */
export const ListOnly = () => null
