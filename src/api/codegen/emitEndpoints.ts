import { snakeToCamel } from '../casing'
import { pascal, type OperationInfo } from './contract'
import { formatTs, GENERATED_HEADER } from './format'

// src/api/generated/endpoints/<group>.ts: one RTK Query endpoint definition per operation, typed
// with the generated types, grouped into the console's API groups. The hand-written slice of each
// group (src/api/endpoints/<group>.ts) injects them and adds tags, so nothing the contract defines
// is typed by hand and no operation can be missing.

/** POSTs that only read: cached and shared like GETs (the metrics charts). */
const READ_ONLY_POSTS = new Set(['timeseriesQuery', 'systemTimeseriesQuery'])

/**
 * The console's API groups are the contract's tags, except that the 'experimental' tag is split
 * by what the operations are about (issue 3 names the groups).
 */
export function groupOf(op: OperationInfo): string {
  if (op.tag !== 'experimental') return op.tag
  if (op.path.startsWith('/v1/system/update')) return 'system/update'
  if (op.path.startsWith('/v1/affinity-groups') || op.id === 'instanceAffinityGroupList')
    return 'affinity'
  if (op.id === 'timeseriesQuery') return 'metrics'
  return 'experimental'
}

/** 'system/ip-pools' → 'systemIpPools': the module and export name of a group. */
export const groupModule = (group: string) => snakeToCamel(group.replace(/[/-]/g, '_'))

const isQuery = (op: OperationInfo) =>
  op.method === 'GET' || op.method === 'HEAD' || READ_ONLY_POSTS.has(op.id)

/** The endpoint's argument: `{ path, query, body }`, each present only if the operation has it. */
function argType(op: OperationInfo): string {
  const fields: string[] = []
  const name = pascal(op.id)
  if (op.pathParams.length) fields.push(`path: T.${name}PathParams`)
  if (op.queryParams.length) {
    const required = op.queryParams.some((p) => p.required)
    fields.push(`query${required ? '' : '?'}: T.${name}QueryParams`)
  }
  if (op.body) {
    const type = op.body === 'unknown' ? 'unknown' : `T.${op.body}`
    fields.push(`body${op.bodyRequired ? '' : '?'}: ${type}`)
  }
  if (!fields.length) return 'void'
  // an argument whose every field is optional may be left out altogether
  const optional = fields.every((f) => /^\w+\?: /.test(f))
  return `{ ${fields.join('; ')} }${optional ? ' | void' : ''}`
}

function resultType(op: OperationInfo): string {
  if (!op.response || op.method === 'HEAD') return 'void'
  if (op.response === 'unknown') return 'unknown'
  return op.response.endsWith('[]') ? `T.${op.response.slice(0, -2)}[]` : `T.${op.response}`
}

function endpoint(op: OperationInfo): string {
  const kind = isQuery(op) ? 'query' : 'mutation'
  const arg = argType(op)
  const call =
    arg === 'void' ? `() => toApiArgs(ops.${op.id})` : `(arg) => toApiArgs(ops.${op.id}, arg)`
  return `${op.id}: build.${kind}<${resultType(op)}, ${arg}>({ query: ${call} }),`
}

function groupFile(group: string, ops: OperationInfo[]): string {
  const usesTypes = ops.some((op) => /T\./.test(endpoint(op)))
  return (
    GENERATED_HEADER +
    `// The '${group}' API group: ${ops.length} operations.\n` +
    "import type { ApiBuilder } from '../../builder'\n" +
    "import { toApiArgs } from '../../endpoints/request'\n" +
    `import * as ops from '../ops/${groupModule(group)}'\n` +
    (usesTypes ? "import type * as T from '../types'\n" : '') +
    `\nexport const ${groupModule(group)}Endpoints = (build: ApiBuilder) => ({\n` +
    `${ops.map(endpoint).join('\n')}\n})\n`
  )
}

/** The operations by API group, the groups in order. */
export function groupsOf(operations: OperationInfo[]): [string, OperationInfo[]][] {
  const groups = new Map<string, OperationInfo[]>()
  for (const op of operations) {
    const group = groupOf(op)
    groups.set(group, [...(groups.get(group) ?? []), op])
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : 1))
}

/** File name (under generated/endpoints/) → code, one per group. */
export async function emitEndpoints(operations: OperationInfo[]): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const [group, ops] of groupsOf(operations)) {
    files[`endpoints/${groupModule(group)}.ts`] = await formatTs(groupFile(group, ops))
  }
  return files
}
