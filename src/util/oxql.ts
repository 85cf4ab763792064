// OxQL, the oximeter query language, as the console writes it and reads it back:
//
//   get virtual_disk:bytes_read
//     | filter timestamp >= @2025-01-01T00:00:00 && timestamp < @2025-01-02T00:00:00
//         && attached_instance_id == "…"
//     | align mean_within(20m)
//     | group_by [attached_instance_id], sum
//
// buildOxql writes that shape from its parts (the metrics charts, the explorer's builder);
// parseOxql reads a text back into the parts when it has that shape, and otherwise says what in
// it the parts cannot hold (the text still runs as typed: the API is the judge of OxQL). Pure.

export type OxqlComparison = '==' | '!=' | '>' | '>=' | '<' | '<=' | '~='
export const OXQL_COMPARISONS: readonly OxqlComparison[] = ['==', '!=', '>', '>=', '<', '<=', '~=']

/** How a filter's value is written: "quoted", a bare number, or true/false. */
export type OxqlLiteralKind = 'string' | 'number' | 'bool'

/** `field op value`, e.g. instance_id == "…" or vcpu_id == 0 */
export type OxqlFilter = { field: string; op: OxqlComparison; value: string; kind: OxqlLiteralKind }

/** The time the query covers: the last stretch up to when it runs, or a fixed window. */
export type OxqlRange =
  { kind: 'last'; durationMs: number } | { kind: 'between'; start: Date; end: Date }

type OxqlGroupBy = { fields: string[]; reducer: 'sum' | 'mean' }

export type OxqlParts = {
  timeseries: string
  /** null: no time filter (the API then answers its default, recent data) */
  range: OxqlRange | null
  filters: OxqlFilter[]
  /** `align mean_within(…)`, or null for the raw samples */
  alignMs: number | null
  groupBy: OxqlGroupBy | null
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const UNITS: [string, number][] = [
  ['w', WEEK],
  ['d', DAY],
  ['h', HOUR],
  ['m', MINUTE],
  ['s', SECOND],
  ['ms', 1],
]

/** An OxQL timestamp literal, UTC without a zone suffix: @2025-01-02T03:04:05 */
export const oxqlTimestamp = (d: Date) => `@${d.toISOString().slice(0, 19)}`

/** An OxQL duration in its largest whole unit: '2h', '20m', '90s'. */
export function oxqlDuration(ms: number): string {
  for (const [unit, size] of UNITS) if (ms >= size && ms % size === 0) return `${ms / size}${unit}`
  return `${Math.max(1, Math.round(ms / SECOND))}s`
}

/** '20m' → 1 200 000; undefined for anything that is not a duration. */
export function parseOxqlDuration(text: string): number | undefined {
  const m = /^(\d+)(ms|s|m|h|d|w)$/.exec(text.trim())
  if (!m) return undefined
  const size = UNITS.find(([u]) => u === m[2])?.[1] ?? 0
  return Number(m[1]) * size
}

const quote = (s: string) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`

/** A filter's value as OxQL writes it. */
export function oxqlLiteral(value: string, kind: OxqlLiteralKind): string {
  if (kind === 'string') return quote(value)
  return value.trim()
}

function rangeConditions(range: OxqlRange | null): string[] {
  if (!range) return []
  if (range.kind === 'last') return [`timestamp >= @now() - ${oxqlDuration(range.durationMs)}`]
  return [`timestamp >= ${oxqlTimestamp(range.start)}`, `timestamp < ${oxqlTimestamp(range.end)}`]
}

/** The query text of the parts: get, then one filter, the alignment and the grouping. */
export function buildOxql(parts: OxqlParts): string {
  const conditions = [
    ...rangeConditions(parts.range),
    ...parts.filters.map((f) => `${f.field} ${f.op} ${oxqlLiteral(f.value, f.kind)}`),
  ]
  return [
    `get ${parts.timeseries}`,
    ...(conditions.length ? [`filter ${conditions.join(' && ')}`] : []),
    ...(parts.alignMs !== null ? [`align mean_within(${oxqlDuration(parts.alignMs)})`] : []),
    ...(parts.groupBy
      ? [`group_by [${parts.groupBy.fields.join(', ')}], ${parts.groupBy.reducer}`]
      : []),
  ].join(' | ')
}

// ---- reading a text back ----------------------------------------------------------------------

type Token = {
  type: 'time' | 'now' | 'string' | 'duration' | 'number' | 'punct' | 'word'
  text: string
}

const TOKEN =
  /\s*(?:(@now\(\))|@(\d{4}-\d\d-\d\d(?:T\d\d:\d\d(?::\d\d(?:\.\d+)?)?)?Z?)|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\d+(?:ms|s|m|h|d|w)\b)|(\d+(?:\.\d+)?)|(&&|\|\||==|!=|>=|<=|~=|[|()[\],!<>+-])|([a-z_][a-z0-9_]*(?::[a-z_][a-z0-9_]*)?))/iy

/** Thrown inside the reader: what about the text the parts cannot hold. */
class Unreadable extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break
    const at = TOKEN.lastIndex
    const m = TOKEN.exec(text)
    if (!m) throw new Unreadable(`it has unexpected text at "${text.slice(at, at + 12).trim()}"`)
    const [, now, time, dq, sq, duration, number, punct, word] = m
    if (now) tokens.push({ type: 'now', text: now })
    else if (time !== undefined) tokens.push({ type: 'time', text: time })
    else if (dq !== undefined || sq !== undefined)
      tokens.push({ type: 'string', text: (dq ?? sq ?? '').replace(/\\(.)/g, '$1') })
    else if (duration) tokens.push({ type: 'duration', text: duration })
    else if (number) tokens.push({ type: 'number', text: number })
    else if (punct) tokens.push({ type: 'punct', text: punct })
    else tokens.push({ type: 'word', text: word ?? '' })
  }
  return tokens
}

function parseTime(text: string): Date {
  const iso = text.includes('T') ? text : `${text}T00:00:00`
  const d = new Date(iso.endsWith('Z') ? iso : `${iso}Z`)
  if (Number.isNaN(d.getTime())) throw new Unreadable(`"@${text}" is not a timestamp`)
  return d
}

class Reader {
  private i = 0
  constructor(private readonly tokens: Token[]) {}
  peek = () => this.tokens[this.i]
  next(): Token {
    const t = this.tokens[this.i++]
    if (!t) throw new Unreadable('it ends early')
    return t
  }
  accept(text: string) {
    if (this.peek()?.text !== text) return false
    this.i++
    return true
  }
  expect(text: string) {
    const t = this.next()
    if (t.text !== text) throw new Unreadable(`"${text}" was expected where it has "${t.text}"`)
  }
  word(what: string) {
    const t = this.next()
    if (t.type !== 'word') throw new Unreadable(`${what} was expected where it has "${t.text}"`)
    return t.text
  }
}

type Bounds = { start?: Date; end?: Date; last?: number }

function readCondition(r: Reader, bounds: Bounds, filters: OxqlFilter[]) {
  const next = r.peek()
  if (next?.text === '(' || next?.text === '!')
    throw new Unreadable(`it groups or negates conditions ("${next.text}")`)
  const field = r.word('a field name')
  const op = r.next().text as OxqlComparison
  if (!OXQL_COMPARISONS.includes(op)) throw new Unreadable(`"${field}" is not compared`)
  let literal = r.next()
  // a negative number: the sign is a token of its own
  if (literal.text === '-' && r.peek()?.type === 'number')
    literal = { type: 'number', text: `-${r.next().text}` }
  if (field === 'timestamp') {
    if (literal.type === 'now') {
      if (!r.accept('-')) throw new Unreadable('a time after @now() is not a range')
      const d = r.next()
      const ms = d.type === 'duration' ? parseOxqlDuration(d.text) : undefined
      if (ms === undefined) throw new Unreadable(`"${d.text}" is not a duration`)
      if (op !== '>' && op !== '>=') throw new Unreadable('it ends the range before now')
      bounds.last = ms
      return
    }
    if (literal.type !== 'time') throw new Unreadable('timestamps are compared with @… times')
    const at = parseTime(literal.text)
    if (op === '>' || op === '>=') bounds.start = at
    else if (op === '<' || op === '<=') bounds.end = at
    else throw new Unreadable(`it compares the timestamp with ${op}`)
    return
  }
  if (literal.type === 'string') filters.push({ field, op, value: literal.text, kind: 'string' })
  else if (literal.type === 'number')
    filters.push({ field, op, value: literal.text, kind: 'number' })
  else if (literal.type === 'word' && (literal.text === 'true' || literal.text === 'false'))
    filters.push({ field, op, value: literal.text, kind: 'bool' })
  else throw new Unreadable(`"${literal.text}" is not a value the builder writes`)
}

function rangeOf(bounds: Bounds): OxqlRange | null {
  const { start, end, last } = bounds
  if (last !== undefined) {
    if (start || end) throw new Unreadable('it mixes @now() with fixed times')
    return { kind: 'last', durationMs: last }
  }
  if (!start && !end) return null
  if (!start || !end) throw new Unreadable('its time range has only one end')
  return { kind: 'between', start, end }
}

export type OxqlReading = { ok: true; parts: OxqlParts } | { ok: false; reason: string }

/**
 * The parts of a query written in the shape buildOxql writes (in any spacing, the filter's
 * conditions in any order, split over several filters), or why it is not in that shape.
 */
export function parseOxql(text: string): OxqlReading {
  try {
    const r = new Reader(tokenize(text))
    if (r.word('"get"') !== 'get') throw new Unreadable('it does not start with "get"')
    const timeseries = r.word('a timeseries name')
    if (!timeseries.includes(':')) throw new Unreadable(`"${timeseries}" is not a timeseries name`)
    const bounds: Bounds = {}
    const filters: OxqlFilter[] = []
    let alignMs: number | null = null
    let groupBy: OxqlGroupBy | null = null
    while (r.accept('|')) {
      const op = r.word('a table operation')
      if (op === 'filter') {
        if (alignMs !== null || groupBy) throw new Unreadable('it filters after aligning')
        do readCondition(r, bounds, filters)
        while (r.accept('&&'))
        if (r.peek()?.text === '||') throw new Unreadable('it joins conditions with ||')
      } else if (op === 'align') {
        if (alignMs !== null) throw new Unreadable('it aligns twice')
        const method = r.word('an alignment method')
        if (method !== 'mean_within') throw new Unreadable(`it aligns with ${method}`)
        r.expect('(')
        const d = r.next()
        const ms = parseOxqlDuration(d.text)
        if (ms === undefined) throw new Unreadable(`"${d.text}" is not a duration`)
        r.expect(')')
        alignMs = ms
      } else if (op === 'group_by') {
        if (groupBy) throw new Unreadable('it groups twice')
        r.expect('[')
        const fields: string[] = []
        while (!r.accept(']')) {
          if (fields.length) r.expect(',')
          fields.push(r.word('a field name'))
        }
        let reducer: OxqlGroupBy['reducer'] = 'mean'
        if (r.accept(',')) {
          const word = r.word('a reducer')
          if (word !== 'sum' && word !== 'mean') throw new Unreadable(`it reduces with ${word}`)
          reducer = word
        }
        groupBy = { fields, reducer }
      } else {
        throw new Unreadable(`it uses "${op}"`)
      }
    }
    const rest = r.peek()
    if (rest) throw new Unreadable(`it has "${rest.text}" where a "|" was expected`)
    return { ok: true, parts: { timeseries, range: rangeOf(bounds), filters, alignMs, groupBy } }
  } catch (e) {
    if (e instanceof Unreadable) return { ok: false, reason: e.message }
    throw e
  }
}
