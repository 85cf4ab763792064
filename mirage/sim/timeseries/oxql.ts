import {
  OxqlSyntaxError,
  parseOxqlQuery,
  type OxqlComparison as Comparison,
  type OxqlExpr,
} from '~/util/oxql'
import { invalidRequest } from '../../util/errors'

// The console's OxQL parser (src/util/oxql.ts), and what of its tree the mock runs:
//
//   get virtual_disk:bytes_read
//     | filter timestamp >= @2025-01-01T00:00:00 && disk_id == "…" && !(state == "idle")
//     | align mean_within(60s)
//     | group_by [instance_id], sum
//     | last 10
//
// @now() is read as the time the query runs.

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

function atNow(expr: OxqlExpr, now: number): Expr {
  switch (expr.kind) {
    case 'cmp': {
      const l = expr.literal
      const literal: Literal = l.kind === 'now' ? { kind: 'time', value: now + l.offsetMs } : l
      return { ...expr, literal }
    }
    case 'not':
      return { kind: 'not', expr: atNow(expr.expr, now) }
    default:
      return { kind: expr.kind, left: atNow(expr.left, now), right: atNow(expr.right, now) }
  }
}

export function parseQuery(text: string, now: number): Query {
  let tree
  try {
    tree = parseOxqlQuery(text)
  } catch (e) {
    if (e instanceof OxqlSyntaxError) throw queryError(e.message)
    throw e
  }
  const ops = tree.ops.map((op): Op => {
    switch (op.kind) {
      case 'filter':
        return { kind: 'filter', expr: atNow(op.expr, now) }
      case 'align':
        if (op.method !== 'mean_within') throw queryError(`unknown alignment method "${op.method}"`)
        if (op.periodMs < 1000) throw queryError('alignment period must be at least 1s')
        return { kind: 'align', method: op.method, periodMs: op.periodMs }
      case 'group_by': {
        const reducer = op.reducer ?? 'mean'
        if (reducer !== 'mean' && reducer !== 'sum')
          throw queryError(`unknown reducer "${reducer}"`)
        return { kind: 'group_by', fields: op.fields, reducer }
      }
      default:
        return op
    }
  })
  return { timeseries: tree.timeseries, ops }
}
