import { queryError, type Expr, type Literal } from './oxql'
import type { FieldValues } from './subjects'

// Filters of an OxQL query: evaluated once per source (with the point unknown, so a source no
// point of which can match is dropped early) and once per point; `timestamp` comparisons also
// give the time range to produce points for.

/** When a query bounds no end of its range: the last hour. */
const DEFAULT_RANGE_MS = 3_600_000

/** true / false, or undefined when it depends on a point (timestamp or datum) not given. */
export function evaluate(
  expr: Expr,
  fields: FieldValues,
  point?: { t: number; datum: number | null },
): boolean | undefined {
  switch (expr.kind) {
    case 'not': {
      const v = evaluate(expr.expr, fields, point)
      return v === undefined ? undefined : !v
    }
    case 'and': {
      const l = evaluate(expr.left, fields, point)
      if (l === false) return false
      const r = evaluate(expr.right, fields, point)
      return r === false ? false : l && r ? true : undefined
    }
    case 'or': {
      const l = evaluate(expr.left, fields, point)
      if (l === true) return true
      const r = evaluate(expr.right, fields, point)
      return r === true ? true : l === false && r === false ? false : undefined
    }
    case 'cmp': {
      const subject =
        expr.field === 'timestamp'
          ? point?.t
          : expr.field === 'datum'
            ? point?.datum
            : fields[expr.field]
      if (subject === undefined) return undefined
      if (subject === null) return false
      return compare(subject, expr.op, expr.literal)
    }
  }
}

function compare(subject: string | number, op: string, literal: Literal): boolean {
  if (op === '~=') {
    if (literal.kind !== 'string') throw queryError('the ~= operator needs a string pattern')
    return new RegExp(literal.value).test(String(subject))
  }
  const norm = (v: string | number | boolean) => (typeof v === 'string' ? v.toLowerCase() : v)
  const a = norm(subject)
  const b = norm(literal.value)
  switch (op) {
    case '==':
      return a === b
    case '!=':
      return a !== b
    case '>':
      return a > b
    case '>=':
      return a >= b
    case '<':
      return a < b
    default:
      return a <= b
  }
}

/** The time range implied by `timestamp` comparisons joined with && at the top of a filter. */
export function bounds(exprs: Expr[], now: number): { start: number; end: number } {
  let start: number | undefined
  let end: number | undefined
  const visit = (e: Expr) => {
    if (e.kind === 'and') {
      visit(e.left)
      visit(e.right)
    } else if (e.kind === 'cmp' && e.field === 'timestamp' && e.literal.kind === 'time') {
      const v = e.literal.value
      if (e.op === '>' || e.op === '>=') start = Math.max(start ?? v, v)
      if (e.op === '<' || e.op === '<=') end = Math.min(end ?? v, v)
    }
  }
  exprs.forEach(visit)
  const e = end ?? now
  return { start: start ?? e - DEFAULT_RANGE_MS, end: e }
}

export const noField = (timeseries: string, field: string) =>
  queryError(`timeseries '${timeseries}' has no field named '${field}'`)

export function checkFields(expr: Expr, known: Set<string>, name: string) {
  if (expr.kind === 'cmp') {
    if (!known.has(expr.field)) throw noField(name, expr.field)
    if (expr.field === 'timestamp' && expr.literal.kind !== 'time') {
      throw queryError('timestamps must be compared with a timestamp literal (@…)')
    }
  } else if (expr.kind === 'not') checkFields(expr.expr, known, name)
  else {
    checkFields(expr.left, known, name)
    checkFields(expr.right, known, name)
  }
}
