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
