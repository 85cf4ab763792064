import type { TagType } from '../api'
import {
  field,
  ifSucceeded,
  invalidatesItem,
  LIST,
  listIn,
  param,
  providesChildList,
  type Tag,
  tagsOf,
} from './tags'

// The fleet's pools of either kind (IP pools, subnet pools) cache and change alike: a pool holds
// parts of its own (an IP pool's ranges, a subnet pool's members) that make its capacity, and is
// linked to silos, which list the pools linked to them. Each kind names its own tag types.

type PoolArg = { path: { pool: string } }
type LinkArg = PoolArg & { body?: unknown }

const pool = (arg: PoolArg) => arg.path.pool

type PoolTags = {
  /** the pools */
  pool: TagType
  /** a pool's own parts, listed under the pool */
  part: TagType
  /** a pool's utilization, keyed by the pool */
  utilization: TagType
  /** a pool's linked silos, keyed by the pool */
  poolSilo: TagType
  /** a silo's linked pools, listed under the silo */
  siloPool: TagType
}

/** The tag rules a pool kind's slice shares with the other kind's. */
export function poolTags(tags: PoolTags) {
  // A link changes the pool's list of silos and the silo's list of pools (keyed by the silo as
  // addressed and as returned), and the signed-in user's own silo may be that silo (its pools are
  // the siloPool LIST). Making a pool the default unsets the silo's previous default of its kind,
  // which other pools' silo lists show: then every pool's silo list.
  const linkChange =
    (silo: (arg: LinkArg) => string | undefined) =>
    (result: unknown, error: unknown, arg: LinkArg) => {
      const isDefault = makesDefault(arg.body)
      const siloPools = [silo(arg), field(result, 'siloId')].flatMap((s) =>
        s === undefined ? [] : [{ type: tags.siloPool, id: listIn(s) }],
      )
      return ifSucceeded(error, [
        isDefault ? tags.poolSilo : { type: tags.poolSilo, id: pool(arg) },
        ...siloPools,
        { type: tags.siloPool, id: LIST },
      ])
    }
  return {
    /** a silo's pools show the pool's name and description too */
    update: (updated: unknown, error: unknown, arg: { path: { pool: string } }) => [
      ...invalidatesItem(tags.pool, 'pool')(updated, error, arg),
      ...ifSucceeded(error, tagsOf(tags.siloPool, field(updated, 'id'))),
    ],
    /** providesTags of a pool's utilization */
    utilization: (_u: unknown, _error: unknown, arg: PoolArg): Tag[] => [
      { type: tags.utilization, id: pool(arg) },
    ],
    /** providesTags of a pool's parts, listed under the pool */
    parts: providesChildList(tags.part, 'pool', 'path'),
    /** adding or removing a part changes the pool's parts and its capacity */
    partChange: (_result: unknown, error: unknown, arg: PoolArg) =>
      ifSucceeded(error, [
        { type: tags.part, id: listIn(pool(arg)) },
        { type: tags.utilization, id: pool(arg) },
      ]),
    /** providesTags of a pool's linked silos */
    silos: (_page: unknown, _error: unknown, arg: PoolArg): Tag[] => [
      { type: tags.poolSilo, id: pool(arg) },
    ],
    /** a link made: the silo is in its body */
    link: linkChange((arg) => field(arg.body, 'silo')),
    /** a link changed or removed: the silo is in its path */
    linkUpdate: linkChange((arg) => param(arg, 'path', 'silo')),
  }
}

/** The request makes the pool the silo's default (a link or update with `isDefault: true`). */
const makesDefault = (body: unknown) =>
  typeof body === 'object' && body !== null && 'isDefault' in body && body.isDefault === true
