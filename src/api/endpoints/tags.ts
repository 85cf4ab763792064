import type { TagType } from '../api'

export type Tag = { type: TagType; id: string }

/** The id a list is cached under: creating or deleting an item changes every page. */
export const LIST = 'LIST'

/** A page of a list: the LIST tag plus one tag per item, so changing an item refreshes the page. */
export const listTags = (
  type: TagType,
  page: { items: readonly { id: string }[] } | undefined,
): Tag[] => [{ type, id: LIST }, ...(page?.items.map((item) => ({ type, id: item.id })) ?? [])]

/**
 * One item, under the name or id it was fetched by and under its own id and name: mutations address
 * items by either, and must find the cached view whichever was used.
 */
export function itemTags(
  type: TagType,
  addressedAs: string,
  item: { id: string; name?: string } | undefined,
): Tag[] {
  const ids = new Set([addressedAs, item?.id, item?.name])
  return [...ids].filter((id) => id !== undefined).map((id) => ({ type, id }))
}

/** A failed mutation changed nothing, so it invalidates nothing. */
export const ifSucceeded = (error: unknown, tags: readonly (Tag | TagType)[]) =>
  error ? [] : [...tags]

// Tag rules for the common shapes, so each group's slice reads as a table of what it caches and
// what it changes. `param` names the path parameter (camelCase) that addresses the item.

type WithPath = { path?: object } | void | undefined
const pathParam = (arg: WithPath, param: string): string =>
  ((arg && arg.path) as Record<string, string> | undefined)?.[param] ?? ''

/** providesTags of a list page. */
export const providesList =
  (type: TagType) =>
  (page: { items: readonly { id: string }[] } | undefined): Tag[] =>
    listTags(type, page)

/** providesTags of a single item fetched by the path parameter `param`. */
export const providesItem =
  (type: TagType, param: string) =>
  (item: { id: string; name?: string } | undefined, _error: unknown, arg: WithPath): Tag[] =>
    itemTags(type, pathParam(arg, param), item)

/** invalidatesTags of a create: every list of that type (plus `also`, e.g. a parent's lists). */
export const invalidatesList =
  (type: TagType, ...also: (Tag | TagType)[]) =>
  (_result: unknown, error: unknown): (Tag | TagType)[] =>
    ifSucceeded(error, [{ type, id: LIST }, ...also])

/**
 * invalidatesTags of an update, delete or action on one item: the item under the name or id it
 * was addressed by and under what the server returned, and the lists that show it.
 */
export const invalidatesItem =
  (type: TagType, param: string, ...also: (Tag | TagType)[]) =>
  (result: unknown, error: unknown, arg: WithPath): (Tag | TagType)[] => {
    const returned =
      typeof result === 'object' && result !== null && 'id' in result
        ? (result as { id: string; name?: string })
        : undefined
    return ifSucceeded(error, [
      ...itemTags(type, pathParam(arg, param), returned),
      { type, id: LIST },
      ...also,
    ])
  }
