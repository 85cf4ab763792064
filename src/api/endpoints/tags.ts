import type { TagType } from '../api'
import { outcomeUnknown } from '../reachability'

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

/**
 * A refused mutation changed nothing, so it invalidates nothing. One whose answer never came may
 * have been done (or sent twice by the browser): what it touches is fetched again, so the lists
 * show the truth (issue 43 §3).
 */
export const ifSucceeded = (error: unknown, tags: readonly (Tag | TagType)[]) =>
  error && !outcomeUnknown(error) ? [] : [...tags]

// Tag rules for the common shapes, so each group's slice reads as a table of what it caches and
// what it changes. `param` names the path parameter (camelCase) that addresses the item.

type Arg = { path?: object; query?: object; body?: unknown } | void | undefined
type Where = 'path' | 'query'

/** A path or query parameter of an endpoint argument, if given. */
export const param = (arg: Arg, where: Where, name: string): string | undefined => {
  const value = ((arg && arg[where]) as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : undefined
}

/** A string field of a response or request body, if present. */
export const field = (value: unknown, name: string): string | undefined => {
  const v =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[name]
      : undefined
  return typeof v === 'string' ? v : undefined
}

/** providesTags of a list page. */
export const providesList =
  (type: TagType) =>
  (page: { items: readonly { id: string }[] } | undefined): Tag[] =>
    listTags(type, page)

/** providesTags of a single item fetched by the path parameter `name`. */
export const providesItem =
  (type: TagType, name: string) =>
  (item: { id: string; name?: string } | undefined, _error: unknown, arg: Arg): Tag[] =>
    itemTags(type, param(arg, 'path', name) ?? '', item)

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
  (type: TagType, name: string, ...also: (Tag | TagType)[]) =>
  (result: unknown, error: unknown, arg: Arg): (Tag | TagType)[] =>
    ifSucceeded(error, [
      ...tagsOf(type, param(arg, 'path', name), field(result, 'id'), field(result, 'name')),
      { type, id: LIST },
      ...also,
    ])

// Lists scoped to a parent. An owned child (a VPC's subnet, an instance's network interface) is
// listed under `listIn(parent)` of its own type, so creating one refreshes that parent's list
// and no other. A relation between things that exist on their own (an instance's disks, a group's
// members) gets a tag type of its own, id the parent, e.g. { type: 'InstanceDisk', id: 'web' }.
// Parents are keyed as the request addressed them (name or id); mutations also key them by the
// parent id the server returns, where it returns one, to catch lists fetched by id.

/** The id a parent's own list of children is cached under. */
export const listIn = (parent: string) => `${LIST}:${parent}`

/** Tags of `type` with each of `ids` that is known; duplicates are harmless to RTK Query. */
export const tagsOf = (type: TagType, ...ids: (string | undefined)[]): Tag[] =>
  ids.filter((id) => id !== undefined).map((id) => ({ type, id }))

/** The lists of `type` under each known parent. */
export const listsIn = (type: TagType, ...parents: (string | undefined)[]): Tag[] =>
  tagsOf(type, ...parents.map((p) => (p === undefined ? undefined : listIn(p))))

/**
 * providesTags of a page of owned children, scoped by the parent parameter; without one (a page
 * fetched by token alone) it falls back to the type's LIST.
 */
export const providesChildList =
  (type: TagType, parentParam: string, where: Where = 'query') =>
  (page: { items: readonly { id: string }[] } | undefined, _error: unknown, arg: Arg): Tag[] => {
    const parent = param(arg, where, parentParam)
    return [
      { type, id: parent === undefined ? LIST : listIn(parent) },
      ...(page?.items.map((item) => ({ type, id: item.id })) ?? []),
    ]
  }

/**
 * providesTags of a relation list: `relation` under the parent as addressed, and each item under
 * its own type, so changing an item (a disk's state) refreshes every list that shows it.
 */
export const providesRelation =
  (relation: TagType, parentParam: string, itemType: TagType, where: Where = 'path') =>
  (page: { items: readonly { id: string }[] } | undefined, _error: unknown, arg: Arg): Tag[] => [
    ...tagsOf(relation, param(arg, where, parentParam) ?? LIST),
    ...(page?.items.map((item) => ({ type: itemType, id: item.id })) ?? []),
  ]

/** providesTags of a single-valued thing with no address (a setting, a status). */
export const providesOne =
  (type: TagType, id: string = LIST): (() => Tag[]) =>
  () => [{ type, id }]

/**
 * invalidatesTags of a create, update or delete of an owned child: the item (when `param` names
 * its path parameter) and the parent's list, under the parent as addressed (`parentParam` in the
 * query) and as returned (`parentKey` of the response).
 */
export const invalidatesChild =
  (
    type: TagType,
    {
      param: itemParam,
      parentParam,
      parentKey,
    }: { param?: string; parentParam: string; parentKey?: string },
    ...also: (Tag | TagType)[]
  ) =>
  (result: unknown, error: unknown, arg: Arg): (Tag | TagType)[] => {
    const item =
      itemParam === undefined
        ? []
        : tagsOf(type, param(arg, 'path', itemParam), field(result, 'id'), field(result, 'name'))
    const parents = listsIn(
      type,
      param(arg, 'query', parentParam),
      parentKey && field(result, parentKey),
    )
    return ifSucceeded(error, [...item, ...parents, ...also])
  }

/** invalidatesTags that do not depend on the request: `tags` once the mutation succeeded. */
export const invalidates =
  (...tags: (Tag | TagType)[]) =>
  (_result: unknown, error: unknown): (Tag | TagType)[] =>
    ifSucceeded(error, tags)

/**
 * The id of the signed-in user's own silo where an endpoint takes no silo (policyView): the fleet
 * views key silos by name or id, and a change made there may be to this silo.
 */
export const CURRENT_SILO = 'current'

// Utilization counts what instances, disks and snapshots provision: the silo's own view and the
// fleet's per-silo views.
export const UTILIZATION = ['Utilization', 'SiloUtilization'] as const satisfies TagType[]

/** A switch port is named by its rack, switch and port name: the key of its status and settings. */
export const switchPortKey = (arg: Arg): string =>
  [
    param(arg, 'path', 'rackId') ?? param(arg, 'query', 'rackId'),
    param(arg, 'path', 'switchSlot') ?? param(arg, 'query', 'switchSlot'),
    param(arg, 'path', 'port'),
  ].join('/')
