import {
  createElement,
  forwardRef,
  lazy,
  Suspense,
  type ComponentProps,
  type ComponentType,
  type JSXElementConstructor,
  type ReactNode,
} from 'react'

/**
 * A component loaded the first time it renders, for what the first page imports but seldom shows:
 * the loading bar's LinearProgress, and the MUI components the grid's material slots import for
 * panels a list rarely opens (its filter's autocomplete, tabs, switches, badges: webpack.config.ts
 * points the grid's imports, and only the grid's, at src/components/table/gridSlots); a list's
 * state filter; the projects page of a user without a role on the silo.
 * `fallback` shows while it loads (by default nothing: the control appears a moment later).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any MUI component, props as it takes them
export function deferred<C extends JSXElementConstructor<any>>(
  load: () => Promise<{ default: C }>,
  fallback: ReactNode = null,
): ComponentType<ComponentProps<C>> {
  // eslint-disable-next-line no-restricted-syntax -- lazy() and forwardRef() type one set of props; the loaded component takes C's props as they come
  const Lazy = lazy(load) as unknown as ComponentType<Record<string, unknown>>
  // eslint-disable-next-line no-restricted-syntax -- lazy() and forwardRef() type one set of props; the loaded component takes C's props as they come
  return forwardRef<unknown, Record<string, unknown>>(function Deferred(props, ref) {
    return <Suspense fallback={fallback}>{createElement(Lazy, { ...props, ref })}</Suspense>
  }) as unknown as ComponentType<ComponentProps<C>>
}
