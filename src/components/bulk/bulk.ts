import { messageOf } from '~/api/errors'
import type { Outcome } from '~/state/machines'

/**
 * An action a list offers on its selected rows. Each row is asked whether the action applies
 * (`skip`); the bar offers it while at least one selected row allows it, says how many it applies
 * to, and leaves the others alone.
 */
export type BulkAction<Row> = {
  /** The button, a verb: 'Stop', 'Delete'. */
  label: string
  /** While it runs: 'Stopping'. */
  doing: string
  /** The success toast's verb: 'Deleted' ('Deleted 4 snapshots'), or 'Stopping' for a move. */
  done: string
  /**
   * Why the action leaves this row alone, as what follows 'is'/'are': 'already stopped',
   * 'running', 'a system route'. Undefined when the action applies to the row.
   */
  skip?: (row: Row) => string | undefined
  /** Red, and the confirmation's button red. */
  danger?: boolean
  /** Ask first, naming the count and the rows (destructive or disruptive actions). */
  confirm?: boolean
  /** What the confirmation adds after its question ('Stopped instances keep their disks…'). */
  confirmNote?: string
  /** The user's role does not allow it: offered disabled, with this reason. */
  disabledReason?: string
} & (
  | {
      /** One request per row; the rows go out a few at a time (BULK_PARALLELISM). */
      run: (row: Row) => Promise<unknown>
      runAll?: never
    }
  | {
      /** One request for all the rows (a firewall rules update replaces the whole list). */
      runAll: (rows: Row[]) => Promise<unknown>
      run?: never
    }
)

/** How a list names its rows: 'instance' / 'instances'. */
export type Noun = { one: string; other: string }

export const counted = (n: number, noun: Noun) => `${n} ${n === 1 ? noun.one : noun.other}`

/** Requests in flight at once for a bulk action: enough to be quick, never a burst of 100. */
const BULK_PARALLELISM = 4

/** Names listed in a confirmation or a failure toast before '+N more'. */
const NAMES_SHOWN = 5

/** 'a, b and c'; past NAMES_SHOWN, 'a, b, c, d, e and 3 more'. */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  if (names.length > NAMES_SHOWN) {
    return `${names.slice(0, NAMES_SHOWN).join(', ')} +${names.length - NAMES_SHOWN} more`
  }
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

export type BulkPlan<Row> = {
  /** the selected rows the action applies to */
  applies: Row[]
  /** the others, grouped by why: [['already stopped', 2], ['creating', 1]] */
  skipped: [string, number][]
  /** 'Stop' when it applies to every selected row, else 'Stop 2 of 3' */
  label: string
  /** why some rows are left alone: '1 is already stopped, 2 are creating'; '' when none are */
  note: string
}

export function planBulk<Row>(action: BulkAction<Row>, rows: readonly Row[]): BulkPlan<Row> {
  const applies: Row[] = []
  const skipped = new Map<string, number>()
  for (const row of rows) {
    const why = action.skip?.(row)
    if (why === undefined) applies.push(row)
    else skipped.set(why, (skipped.get(why) ?? 0) + 1)
  }
  const groups = [...skipped.entries()]
  const note = groups.map(([why, n]) => `${n} ${n === 1 ? 'is' : 'are'} ${why}`).join(', ')
  // 'Stop 2 of 3'; with none, the plain verb, disabled with the reason
  const label =
    applies.length === rows.length || applies.length === 0
      ? action.label
      : `${action.label} ${applies.length} of ${rows.length}`
  return { applies, skipped: groups, label, note }
}

/** Why the action is offered for none of the selected rows. */
export const noneApplies = (action: BulkAction<unknown>, plan: BulkPlan<unknown>, noun: Noun) =>
  `No selected ${noun.one} can be ${pastParticiple(action.label)}: ${plan.note}`

const IRREGULAR: Record<string, string> = {
  stop: 'stopped',
  detach: 'detached',
  unlink: 'unlinked',
}
/** 'Delete' → 'deleted', 'Stop' → 'stopped' (for 'can be …'). */
function pastParticiple(verb: string): string {
  const v = verb.toLowerCase()
  if (IRREGULAR[v]) return IRREGULAR[v]
  return v.endsWith('e') ? `${v}d` : `${v}ed`
}

export type RowResult<Row> = { row: Row; ok: true } | { row: Row; ok: false; message: string }

/**
 * Runs `task` for every item with at most `limit` in flight; resolves when all have settled, each
 * item's result in order. Never rejects: a failure is that item's result.
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
  onSettled?: (done: number) => void,
): Promise<RowResult<T>[]> {
  const results: RowResult<T>[] = new Array(items.length)
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      const row = items[index]!
      try {
        await task(row)
        results[index] = { row, ok: true }
      } catch (error) {
        results[index] = { row, ok: false, message: messageOf(error) }
      }
      onSettled?.(++done)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** Runs a bulk action on the rows it applies to: one request per row, or one for all. */
export async function runBulk<Row>(
  action: BulkAction<Row>,
  rows: Row[],
  onProgress?: (done: number) => void,
): Promise<RowResult<Row>[]> {
  if (action.runAll) {
    try {
      await action.runAll(rows)
      onProgress?.(rows.length)
      return rows.map((row) => ({ row, ok: true }))
    } catch (error) {
      // one request: it changed all of them or none
      const message = messageOf(error)
      return rows.map((row) => ({ row, ok: false, message }))
    }
  }
  return runBounded(rows, BULK_PARALLELISM, action.run, onProgress)
}

/**
 * A machine request's outcome (requestAction) as a promise for one row of a bulk action: a
 * refusal (the row moved on since it was selected; nothing was sent) is that row's failure, with
 * the machine's reason; no toast of its own, the bulk report names it.
 */
export function settled<T>(outcome: Outcome<T>): T {
  if (outcome.kind === 'ok') return outcome.value
  if (outcome.kind === 'refused') throw new Error(outcome.reason)
  throw outcome.error
}

/** Delete on the selected rows: confirmed with the count and the names, one request per row. */
export const bulkDelete = <Row>(
  run: (row: Row) => Promise<unknown>,
  /** why a row cannot be deleted now ('creating', 'a system route') */
  skip?: (row: Row) => string | undefined,
): BulkAction<Row> => ({
  label: 'Delete',
  doing: 'Deleting',
  done: 'Deleted',
  danger: true,
  confirm: true,
  skip,
  run,
})
