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
// it the parts cannot hold (the text still runs as typed: the API is the judge of OxQL).
// parseOxqlQuery is the one OxQL parser: parseOxql reads its tree, and the mock API runs it
// (mirage/sim/timeseries). Pure.

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

const SUB_MS: Record<string, number> = { ns: 1e-6, us: 1e-3 }

/** An OxQL timestamp literal, UTC without a zone suffix: @2025-01-02T03:04:05 */
export const oxqlTimestamp = (d: Date) => `@${d.toISOString().slice(0, 19)}`

/** An OxQL duration in its largest whole unit: '2h', '20m', '90s'. */
export function oxqlDuration(ms: number): string {
  for (const [unit, size] of UNITS) if (ms >= size && ms % size === 0) return `${ms / size}${unit}`
  return `${Math.max(1, Math.round(ms / SECOND))}s`
}

/** '20m' → 1 200 000 (OxQL's units, down to ns); undefined for anything that is not a duration. */
export function parseOxqlDuration(text: string): number | undefined {
  const m = /^(\d+)(ns|us|ms|s|m|h|d|w)$/.exec(text.trim())
  if (!m) return undefined
  const size = SUB_MS[m[2] ?? ''] ?? UNITS.find(([u]) => u === m[2])?.[1] ?? 0
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

// ---- the parser --------------------------------------------------------------------------------

/** A literal as written; `now` is @now() moved by `offsetMs` (negative: before now). */
export type OxqlLiteral =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number; text: string }
  | { kind: 'bool'; value: boolean }
  | { kind: 'time'; value: number }
  | { kind: 'now'; offsetMs: number }
export type OxqlExpr =
  | { kind: 'cmp'; field: string; op: OxqlComparison; literal: OxqlLiteral }
  | { kind: 'and' | 'or'; left: OxqlExpr; right: OxqlExpr }
  | { kind: 'not'; expr: OxqlExpr }
export type OxqlOp =
  | { kind: 'filter'; expr: OxqlExpr }
  | { kind: 'align'; method: string; periodMs: number }
  | { kind: 'group_by'; fields: string[]; reducer: string | null }
  | { kind: 'first' | 'last'; count: number }
/** `get timeseries | op | op …`: the grammar only; what an op may say is the reader's to judge. */
export type OxqlQuery = { timeseries: string; ops: OxqlOp[] }

/** What in a text is not OxQL. */
export class OxqlSyntaxError extends Error {}

type Token = {
  type: 'time' | 'now' | 'string' | 'duration' | 'number' | 'punct' | 'word'
  text: string
}

const TOKEN =
  /\s*(?:(@now\(\))|@(\d{4}-\d\d-\d\d(?:T\d\d:\d\d(?::\d\d(?:\.\d+)?)?)?Z?)|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\d+(?:ns|us|ms|s|m|h|d|w)\b)|(\d+(?:\.\d+)?)|(&&|\|\||==|!=|>=|<=|~=|[|()[\],!<>+-])|([a-z_][a-z0-9_]*(?::[a-z_][a-z0-9_]*)?))/iy

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break
    const at = TOKEN.lastIndex
    const m = TOKEN.exec(text)
    if (!m)
      throw new OxqlSyntaxError(`it has unexpected text at "${text.slice(at, at + 12).trim()}"`)
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

function durationOf(t: Token): number {
  const ms = t.type === 'duration' ? parseOxqlDuration(t.text) : undefined
  if (ms === undefined) throw new OxqlSyntaxError(`"${t.text}" is not a duration`)
  return ms
}

class Parser {
  private i = 0
  constructor(private readonly tokens: Token[]) {}

  private peek = () => this.tokens[this.i]
  private next(): Token {
    const t = this.tokens[this.i++]
    if (!t) throw new OxqlSyntaxError('it ends early')
    return t
  }
  private accept(text: string): boolean {
    if (this.peek()?.text !== text) return false
    this.i++
    return true
  }
  private expect(text: string) {
    const t = this.next()
    if (t.text !== text)
      throw new OxqlSyntaxError(`"${text}" was expected where it has "${t.text}"`)
  }
  private word(what: string): string {
    const t = this.next()
    if (t.type !== 'word')
      throw new OxqlSyntaxError(`${what} was expected where it has "${t.text}"`)
    return t.text
  }

  query(): OxqlQuery {
    if (this.word('"get"') !== 'get') throw new OxqlSyntaxError('it does not start with "get"')
    const timeseries = this.word('a timeseries name')
    if (!timeseries.includes(':'))
      throw new OxqlSyntaxError(`"${timeseries}" is not a timeseries name`)
    const ops: OxqlOp[] = []
    while (this.accept('|')) ops.push(this.op())
    const rest = this.peek()
    if (rest) throw new OxqlSyntaxError(`it has "${rest.text}" where a "|" was expected`)
    return { timeseries, ops }
  }

  private op(): OxqlOp {
    const name = this.word('a table operation')
    switch (name) {
      case 'filter':
        return { kind: 'filter', expr: this.or() }
      case 'align': {
        const method = this.word('an alignment method')
        this.expect('(')
        const periodMs = durationOf(this.next())
        this.expect(')')
        return { kind: 'align', method, periodMs }
      }
      case 'group_by': {
        this.expect('[')
        const fields: string[] = []
        while (!this.accept(']')) {
          if (fields.length) this.expect(',')
          fields.push(this.word('a field name'))
        }
        return {
          kind: 'group_by',
          fields,
          reducer: this.accept(',') ? this.word('a reducer') : null,
        }
      }
      case 'first':
      case 'last': {
        const t = this.next()
        if (t.type !== 'number' || !/^\d+$/.test(t.text))
          throw new OxqlSyntaxError(`a count was expected after ${name}`)
        return { kind: name, count: Number(t.text) }
      }
      default:
        throw new OxqlSyntaxError(`it uses "${name}"`)
    }
  }

  private or(): OxqlExpr {
    let left = this.and()
    while (this.accept('||')) left = { kind: 'or', left, right: this.and() }
    return left
  }

  private and(): OxqlExpr {
    let left = this.unary()
    while (this.accept('&&')) left = { kind: 'and', left, right: this.unary() }
    return left
  }

  private unary(): OxqlExpr {
    if (this.accept('!')) return { kind: 'not', expr: this.unary() }
    if (this.accept('(')) {
      const expr = this.or()
      this.expect(')')
      return expr
    }
    const field = this.word('a field name')
    const op = this.next().text as OxqlComparison
    if (!OXQL_COMPARISONS.includes(op)) throw new OxqlSyntaxError(`"${field}" is not compared`)
    return { kind: 'cmp', field, op, literal: this.literal() }
  }

  private literal(): OxqlLiteral {
    const t = this.next()
    switch (t.type) {
      case 'string':
        return { kind: 'string', value: t.text }
      case 'number':
        return { kind: 'number', value: Number(t.text), text: t.text }
      case 'time': {
        const iso = t.text.includes('T') ? t.text : `${t.text}T00:00:00`
        const ms = Date.parse(iso.endsWith('Z') ? iso : `${iso}Z`)
        if (Number.isNaN(ms)) throw new OxqlSyntaxError(`"@${t.text}" is not a timestamp`)
        return { kind: 'time', value: ms }
      }
      case 'now': {
        const sign = this.peek()?.text
        if (sign !== '-' && sign !== '+') return { kind: 'now', offsetMs: 0 }
        this.i++
        return { kind: 'now', offsetMs: (sign === '-' ? -1 : 1) * durationOf(this.next()) }
      }
    }
    // a negative number: the sign is a token of its own
    if (t.text === '-' && this.peek()?.type === 'number') {
      const text = `-${this.next().text}`
      return { kind: 'number', value: Number(text), text }
    }
    if (t.type === 'word' && (t.text === 'true' || t.text === 'false'))
      return { kind: 'bool', value: t.text === 'true' }
    throw new OxqlSyntaxError(`"${t.text}" is not a value`)
  }
}

/** The tree of an OxQL text; OxqlSyntaxError says what in it is not OxQL. */
export function parseOxqlQuery(text: string): OxqlQuery {
  return new Parser(tokenize(text)).query()
}

// ---- reading a text back into the builder's parts ---------------------------------------------

/** Thrown inside the reader: what about the text the parts cannot hold. */
class Unreadable extends Error {}

type Bounds = { start?: Date; end?: Date; last?: number }

/** The conditions of a filter joined by && (in any grouping), or why they are not. */
function conditions(expr: OxqlExpr): Extract<OxqlExpr, { kind: 'cmp' }>[] {
  if (expr.kind === 'cmp') return [expr]
  if (expr.kind === 'and') return [...conditions(expr.left), ...conditions(expr.right)]
  if (expr.kind === 'or') throw new Unreadable('it joins conditions with ||')
  throw new Unreadable('it groups or negates conditions ("!")')
}

function readCondition(
  c: Extract<OxqlExpr, { kind: 'cmp' }>,
  bounds: Bounds,
  filters: OxqlFilter[],
) {
  const { field, op, literal } = c
  if (field === 'timestamp') {
    if (literal.kind === 'now') {
      if (literal.offsetMs >= 0) throw new Unreadable('a time after @now() is not a range')
      if (op !== '>' && op !== '>=') throw new Unreadable('it ends the range before now')
      bounds.last = -literal.offsetMs
      return
    }
    if (literal.kind !== 'time') throw new Unreadable('timestamps are compared with @… times')
    const at = new Date(literal.value)
    if (op === '>' || op === '>=') bounds.start = at
    else if (op === '<' || op === '<=') bounds.end = at
    else throw new Unreadable(`it compares the timestamp with ${op}`)
    return
  }
  if (literal.kind === 'string') filters.push({ field, op, value: literal.value, kind: 'string' })
  else if (literal.kind === 'number')
    filters.push({ field, op, value: literal.text, kind: 'number' })
  else if (literal.kind === 'bool')
    filters.push({ field, op, value: String(literal.value), kind: 'bool' })
  else throw new Unreadable('a time is not a value the builder writes')
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
    const { timeseries, ops } = parseOxqlQuery(text)
    const bounds: Bounds = {}
    const filters: OxqlFilter[] = []
    let alignMs: number | null = null
    let groupBy: OxqlGroupBy | null = null
    for (const op of ops) {
      if (op.kind === 'filter') {
        if (alignMs !== null || groupBy) throw new Unreadable('it filters after aligning')
        for (const c of conditions(op.expr)) readCondition(c, bounds, filters)
      } else if (op.kind === 'align') {
        if (alignMs !== null) throw new Unreadable('it aligns twice')
        if (op.method !== 'mean_within') throw new Unreadable(`it aligns with ${op.method}`)
        alignMs = op.periodMs
      } else if (op.kind === 'group_by') {
        if (groupBy) throw new Unreadable('it groups twice')
        const reducer = op.reducer ?? 'mean'
        if (reducer !== 'sum' && reducer !== 'mean')
          throw new Unreadable(`it reduces with ${reducer}`)
        groupBy = { fields: op.fields, reducer }
      } else {
        throw new Unreadable(`it uses "${op.kind}"`)
      }
    }
    return { ok: true, parts: { timeseries, range: rangeOf(bounds), filters, alignMs, groupBy } }
  } catch (e) {
    if (e instanceof Unreadable || e instanceof OxqlSyntaxError)
      return { ok: false, reason: e.message }
    throw e
  }
}
