import { compile } from 'json-schema-to-typescript'
import { pascal, type OperationInfo } from './contract'
import { formatTs, GENERATED_HEADER } from './format'
import type { Contract, Schema } from './openapi'
import { paramsSchema, toJsonSchema } from './jsonSchema'

// json-schema-to-typescript emits one root type; the definitions are what we want, so the root
// gets a name nothing else has and is cut out afterwards.
const ROOT = 'GeneratedRootToRemove'

const OPTIONS = {
  bannerComment: '',
  additionalProperties: false,
  unreachableDefinitions: true,
  strictIndexSignatures: false,
  // formatted once at the end with the project's style (see format.ts)
  format: false,
} as const

function definitionsOf(contract: Contract, operations: OperationInfo[]): Record<string, Schema> {
  const defs: Record<string, Schema> = {}
  for (const [name, schema] of Object.entries(contract.components.schemas)) {
    defs[name] = toJsonSchema(schema)
  }
  const add = (name: string, schema: Schema) => {
    if (name in defs) throw new Error(`Generated type name ${name} is taken by a schema`)
    defs[name] = schema
  }
  for (const op of operations) {
    if (op.pathParams.length) add(`${pascal(op.id)}PathParams`, paramsSchema(op.pathParams))
    if (op.queryParams.length) add(`${pascal(op.id)}QueryParams`, paramsSchema(op.queryParams))
  }
  return defs
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Exact texts json-schema-to-typescript 16 writes with format: false; the checks below fail loudly
// if an upgrade changes them, rather than letting the root type or the comments through.
const ROOT_DECLARATION = `export interface ${ROOT} {\n\n}\n`
const REFERENCED_BY = new RegExp(
  `/\\*\\*\\n \\* This interface was referenced by \`${escapeRe(ROOT)}\`'s JSON-Schema\\n` +
    ` \\* via the \`definition\` "[^"]+"\\.\\n \\*/\\n`,
  'g',
)

function cleanUp(raw: string, names: string[]): string {
  if (!raw.includes(ROOT_DECLARATION)) throw new Error('Root type not found in compiler output')
  const code = raw.replace(ROOT_DECLARATION, '').replace(REFERENCED_BY, '')
  if (code.includes(ROOT)) throw new Error('Compiler output still mentions the root type')
  for (const name of names) {
    if (!new RegExp(`^export (?:type|interface) ${name}\\b`, 'm').test(code)) {
      throw new Error(`Type ${name} was not emitted under its own name`)
    }
  }
  // a blank line between declarations, as a person would write them
  return code.replace(/\n(?=export )/g, '\n\n')
}

/** src/api/generated/types.ts: one type per contract schema plus per-operation param types. */
export async function emitTypes(contract: Contract, operations: OperationInfo[]): Promise<string> {
  const definitions = definitionsOf(contract, operations)
  if (ROOT in definitions) throw new Error(`A schema is named ${ROOT}`)
  const raw = await compile(
    { type: 'object', additionalProperties: false, definitions },
    ROOT,
    OPTIONS,
  )
  return formatTs(GENERATED_HEADER + cleanUp(raw, Object.keys(definitions)))
}
