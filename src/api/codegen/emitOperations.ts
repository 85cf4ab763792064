import { snakeToCamel } from '../casing'
import type { OperationInfo } from './contract'
import { formatTs, GENERATED_HEADER } from './format'

const literal = (value: unknown) => JSON.stringify(value)

function entry(op: OperationInfo): string {
  const fields = {
    id: op.id,
    method: op.method,
    path: op.path,
    tag: op.tag,
    pathParams: op.pathParams.map((p) => snakeToCamel(p.name)),
    queryParams: op.queryParams.map((p) => snakeToCamel(p.name)),
    body: op.body,
    bodyContentType: op.bodyContentType,
    response: op.response,
    successStatus: op.successStatus,
  }
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${literal(value)},`)
  return `export const ${op.id} = {\n${lines.join('\n')}\n} as const`
}

/** src/api/generated/operations.ts: what each operation sends and answers, for tests and codegen. */
export function emitOperations(operations: OperationInfo[]): Promise<string> {
  const code =
    GENERATED_HEADER +
    '// body and response name types in ./types; successStatus is null where the contract only\n' +
    '// gives a default response. Paths keep the wire names; pathParams are camelCase, in path order.\n' +
    '// One constant per operation so a bundle keeps only the ones its endpoints use.\n' +
    `${operations.map(entry).join('\n\n')}\n\n` +
    `export const operations = {\n${operations.map((op) => `${op.id},`).join('\n')}\n} as const\n\n` +
    'export type OperationId = keyof typeof operations\n' +
    'export type Operation = (typeof operations)[OperationId]\n'
  return formatTs(code)
}
