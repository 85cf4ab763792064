import type { JumpOption } from './jumpOptions'

// Jump-to's search over everything it offers. In a large silo that is thousands of options (a
// project of 1,000 instances and their disks): the index is built once per set of options (not
// per keystroke), and a keystroke's search is one pass over it that keeps only the best few, so
// the list under the box never holds more than JUMP_SHOWN options.

/** How many results the list shows; the rest are counted ('N more: keep typing'). */
export const JUMP_SHOWN = 80

type Entry = { option: JumpOption; label: string; text: string; order: number }

/** What a keystroke searches: each option with its text in lower case, in jumpOptions' order. */
export type JumpIndex = readonly Entry[]

export function jumpIndex(options: readonly JumpOption[]): JumpIndex {
  return options.map((option, order) => {
    const label = option.label.toLowerCase()
    // the group counts too: 'disk' finds the disks of the project
    return { option, label, text: `${label} ${option.group.toLowerCase()}`, order }
  })
}

/** How well an option matches, best first: its name, the start of its name, in it, its group. */
const EXACT = 0
const PREFIX = 1
const IN_LABEL = 2
const IN_GROUP = 3
const RANKS = 4

export type JumpResults = { options: JumpOption[]; more: number }

/**
 * The options matching the query (everything, when it is empty), best first: an exact name, then
 * names that start with it, names that hold it, then groups that do; in jumpOptions' order (the
 * area on screen first) within each rank. At most `shown` of them, kept together by group (the
 * group of the best match first), and how many more matched.
 */
export function searchJump(index: JumpIndex, query: string, shown = JUMP_SHOWN): JumpResults {
  const q = query.toLowerCase()
  // one pass; no rank needs more than `shown`, so nothing is sorted but what is shown
  const ranked: Entry[][] = Array.from({ length: RANKS }, () => [])
  let matched = 0
  for (const entry of index) {
    let rank: number
    if (!q) rank = IN_GROUP
    else if (entry.label === q) rank = EXACT
    else if (entry.label.startsWith(q)) rank = PREFIX
    else if (entry.label.includes(q)) rank = IN_LABEL
    else if (entry.text.includes(q)) rank = IN_GROUP
    else continue
    matched++
    const bucket = ranked[rank]!
    if (bucket.length < shown) bucket.push(entry)
  }
  const best = ranked.flat().slice(0, shown)
  // the list shows groups under one heading each: a group stands where its best match does
  const groupRank = new Map<string, number>()
  best.forEach((e, i) => {
    if (!groupRank.has(e.option.group)) groupRank.set(e.option.group, i)
  })
  const rankOf = new Map(best.map((e, i) => [e, i]))
  best.sort(
    (a, b) =>
      groupRank.get(a.option.group)! - groupRank.get(b.option.group)! ||
      rankOf.get(a)! - rankOf.get(b)!,
  )
  return { options: best.map((e) => e.option), more: matched - best.length }
}
