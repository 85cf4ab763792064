import { snakeToCamel } from '../casing'
import type { OperationInfo } from './contract'
import { groupModule, groupsOf } from './emitEndpoints'
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

/**
 * What each operation sends and answers: src/api/generated/ops/<group>.ts, one module per API
 * group, which its endpoints import, so a chunk holds the operations of the groups it uses (in one
 * module, every operation any group used sat on the first page); and src/api/generated/
 * operations.ts, all of them, for the mock, tests and codegen.
 */
export async function emitOperations(operations: OperationInfo[]): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  const groups = groupsOf(operations)
  for (const [group, ops] of groups) {
    files[`ops/${groupModule(group)}.ts`] = await formatTs(
      GENERATED_HEADER +
        `// The '${group}' API group's operations: body and response name types in ../types;\n` +
        '// successStatus is null where the contract only gives a default response. Paths keep the\n' +
        '// wire names; pathParams are camelCase, in path order.\n' +
        `${ops.map(entry).join('\n\n')}\n`,
    )
  }
  const modules = groups.map(([group]) => groupModule(group))
  files['operations.ts'] = await formatTs(
    GENERATED_HEADER +
      "// Every operation of the contract (ops/<group>.ts holds each group's).\n" +
      `${modules.map((m) => `import * as ${m} from './ops/${m}'`).join('\n')}\n\n` +
      `${modules.map((m) => `export * from './ops/${m}'`).join('\n')}\n\n` +
      `export const operations = {\n${modules.map((m) => `...${m},`).join('\n')}\n} as const\n\n` +
      'export type OperationId = keyof typeof operations\n' +
      'export type Operation = (typeof operations)[OperationId]\n',
  )
  return files
}
