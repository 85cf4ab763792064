import { isObject, type Contract } from './openapi'

// src/api/generated/contract.json: the contract's shapes (paths, operations, parameters, request
// bodies, responses, schemas) without its prose, so the contract tests and the e2e body check run
// in a checkout that has only this repository. It is also a valid source for the generator: the
// output does not depend on anything stripped here.

/** Keywords that only explain; none of them changes what is valid on the wire. */
const PROSE = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs'])

/** Keywords whose value is a map from names (paths, statuses, media types, properties) to nodes. */
const NAME_MAPS = new Set([
  'paths',
  'schemas',
  'responses',
  'content',
  'headers',
  'properties',
  'patternProperties',
  'encoding',
  'mapping',
])

/** Keywords whose value is data (or a vendor extension), kept exactly as written. */
const isData = (keyword: string) =>
  keyword === 'enum' || keyword === 'default' || keyword === 'const' || keyword.startsWith('x-')

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip)
  if (!isObject(node)) return node
  const out: Record<string, unknown> = {}
  for (const [keyword, value] of Object.entries(node)) {
    if (PROSE.has(keyword)) continue
    if (isData(keyword)) out[keyword] = value
    else if (NAME_MAPS.has(keyword) && isObject(value)) {
      out[keyword] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]))
    } else out[keyword] = strip(value)
  }
  return out
}

/** The contract without prose; key order as in the source, so the output is deterministic. */
function contractShapes(contract: Contract & { openapi?: string }) {
  return {
    openapi: contract.openapi,
    info: { version: contract.info?.version },
    paths: strip(contract.paths),
    components: strip(contract.components),
  } as Contract
}

export const emitContract = (contract: Contract) =>
  `${JSON.stringify(contractShapes(contract), null, 2)}\n`
