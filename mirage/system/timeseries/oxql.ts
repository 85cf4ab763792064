import { OXQL_COMPARISONS, type OxqlComparison as Comparison } from '~/util/oxql'
import { invalidRequest } from '../../util/errors'

// Just enough of OxQL, the oximeter query language, for the queries a console sends:
//
//   get virtual_disk:bytes_read
//     | filter timestamp >= @2025-01-01T00:00:00 && disk_id == "…" && !(state == "idle")
//     | align mean_within(60s)
//     | group_by [instance_id], sum
//     | last 10
//
// Literals: "strings" or 'strings', integers, decimals, true/false, timestamps written
// @YYYY-MM-DDTHH:MM:SS[.fff][Z] or @now() [- duration]; durations like 500ms, 30s, 5m, 1h, 1d, 1w.

export type Literal =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'time'; value: number }
export type Expr =
  | { kind: 'cmp'; field: string; op: Comparison; literal: Literal }
  | { kind: 'and' | 'or'; left: Expr; right: Expr }
  | { kind: 'not'; expr: Expr }
export type Op =
  | { kind: 'filter'; expr: Expr }
  | { kind: 'align'; method: 'mean_within'; periodMs: number }
  | { kind: 'group_by'; fields: string[]; reducer: 'mean' | 'sum' }
  | { kind: 'first' | 'last'; count: number }
export type Query = { timeseries: string; ops: Op[] }

export const queryError = (detail: string) => invalidRequest(`Query parsing failed: ${detail}`)

const UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
}

const TOKEN =
  /\s*(?:(@now\(\))|@(\d{4}-\d\d-\d\d(?:T\d\d:\d\d(?::\d\d(?:\.\d+)?)?)?Z?)|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\d+(?:ns|us|ms|s|m|h|d|w)\b)|(\d+\.\d+|\d+)|(&&|\|\||==|!=|>=|<=|~=|[|()[\],!<>+-])|([a-z_][a-z0-9_]*(?::[a-z_][a-z0-9_]*)?))/iy

/** The kind of token each capture group of TOKEN holds (a string is quoted either way). */
const KINDS = ['now', 'time', 'string', 'string', 'duration', 'number', 'punct', 'ident'] as const
type Token = { type: (typeof KINDS)[number]; text: string }

function tokenize(query: string): Token[] {
  const tokens: Token[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < query.length) {
    if (/^\s*$/.test(query.slice(TOKEN.lastIndex))) break
    const at = TOKEN.lastIndex
    const m = TOKEN.exec(query)
    if (!m)
      throw queryError(`unexpected input at offset ${at}: "${query.slice(at, at + 12).trim()}"`)
    // the one alternative that matched is the one group set
    const group = m.slice(1).findIndex((g) => g !== undefined)
    const type = KINDS[group] ?? 'ident'
    const text = m[group + 1] ?? ''
    tokens.push({ type, text: type === 'string' ? text.replace(/\\(.)/g, '$1') : text })
  }
  return tokens
}

function durationMs(text: string): number {
  const m = /^(\d+)(ns|us|ms|s|m|h|d|w)$/.exec(text)
  if (!m) throw queryError(`invalid duration "${text}"`)
  return Number(m[1]) * (UNITS_MS[m[2] ?? 's'] ?? 1000)
}

class Parser {
  private i = 0
  constructor(
    private readonly tokens: Token[],
    private readonly now: number,
  ) {}

  private peek = () => this.tokens[this.i]
  private next(): Token {
    const t = this.tokens[this.i++]
    if (!t) throw queryError('unexpected end of query')
    return t
  }
  private accept(text: string): boolean {
    if (this.peek()?.text !== text) return false
    this.i++
    return true
  }
  private expect(text: string) {
    const t = this.next()
    if (t.text !== text) throw queryError(`expected "${text}", found "${t.text}"`)
  }
  private ident(what: string): string {
    const t = this.next()
    if (t.type !== 'ident') throw queryError(`expected ${what}, found "${t.text}"`)
    return t.text
  }

  query(): Query {
    if (this.ident('"get"') !== 'get') throw queryError('a query must start with "get"')
    const timeseries = this.ident('a timeseries name')
    if (!timeseries.includes(':')) throw queryError(`invalid timeseries name "${timeseries}"`)
    const ops: Op[] = []
    while (this.accept('|')) ops.push(this.op())
    const rest = this.peek()
    if (rest) throw queryError(`unexpected "${rest.text}"`)
    return { timeseries, ops }
  }

  private op(): Op {
    const name = this.ident('a table operation')
    switch (name) {
      case 'filter':
        return { kind: 'filter', expr: this.or() }
      case 'align': {
        const method = this.ident('an alignment method')
        if (method !== 'mean_within') throw queryError(`unknown alignment method "${method}"`)
        this.expect('(')
        const t = this.next()
        if (t.type !== 'duration') throw queryError(`expected a duration, found "${t.text}"`)
        this.expect(')')
        const periodMs = durationMs(t.text)
        if (periodMs < 1000) throw queryError('alignment period must be at least 1s')
        return { kind: 'align', method, periodMs }
      }
      case 'group_by': {
        this.expect('[')
        const fields: string[] = []
        while (!this.accept(']')) {
          if (fields.length) this.expect(',')
          fields.push(this.ident('a field name'))
        }
        let reducer: 'mean' | 'sum' = 'mean'
        if (this.accept(',')) {
          const r = this.ident('a reducer')
          if (r !== 'mean' && r !== 'sum') throw queryError(`unknown reducer "${r}"`)
          reducer = r
        }
        return { kind: 'group_by', fields, reducer }
      }
      case 'first':
      case 'last': {
        const t = this.next()
        if (t.type !== 'number' || !/^\d+$/.test(t.text))
          throw queryError(`expected a count after ${name}`)
        return { kind: name, count: Number(t.text) }
      }
      default:
        throw queryError(`unknown table operation "${name}"`)
    }
  }

  private or(): Expr {
    let left = this.and()
    while (this.accept('||')) left = { kind: 'or', left, right: this.and() }
    return left
  }

  private and(): Expr {
    let left = this.unary()
    while (this.accept('&&')) left = { kind: 'and', left, right: this.unary() }
    return left
  }

  private unary(): Expr {
    if (this.accept('!')) return { kind: 'not', expr: this.unary() }
    if (this.accept('(')) {
      const expr = this.or()
      this.expect(')')
      return expr
    }
    const field = this.ident('a field name')
    const t = this.next()
    if (!OXQL_COMPARISONS.includes(t.text as Comparison))
      throw queryError(`expected a comparison after "${field}"`)
    return { kind: 'cmp', field, op: t.text as Comparison, literal: this.literal() }
  }

  private literal(): Literal {
    const t = this.next()
    switch (t.type) {
      case 'string':
        return { kind: 'string', value: t.text }
      case 'number':
        return { kind: 'number', value: Number(t.text) }
      case 'time': {
        const iso = t.text.includes('T') ? t.text : `${t.text}T00:00:00`
        const ms = Date.parse(iso.endsWith('Z') ? iso : `${iso}Z`)
        if (Number.isNaN(ms)) throw queryError(`invalid timestamp "@${t.text}"`)
        return { kind: 'time', value: ms }
      }
      case 'now': {
        let value = this.now
        const sign = this.peek()?.text
        if (sign === '-' || sign === '+') {
          this.i++
          const d = this.next()
          if (d.type !== 'duration') throw queryError(`expected a duration after "@now() ${sign}"`)
          value += (sign === '-' ? -1 : 1) * durationMs(d.text)
        }
        return { kind: 'time', value }
      }
    }
    if (t.type === 'ident' && (t.text === 'true' || t.text === 'false'))
      return { kind: 'bool', value: t.text === 'true' }
    throw queryError(`expected a literal, found "${t.text}"`)
  }
}

export function parseQuery(query: string, now: number): Query {
  return new Parser(tokenize(query), now).query()
}
