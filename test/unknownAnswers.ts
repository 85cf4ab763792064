// The API host stand-in's 'unknown values' mode (test/serve.ts --unknown-values): each JSON answer
// of the contract's operations with every enum value replaced by one the contract does not list,
// as a rack newer than the console may send. The replacing is the mock's own
// (mirage/api/unknownValues.ts); this finds the operation's answer schema by method and path.
import contract from '../src/api/generated/contract.json'
import type { Schema } from '../mirage/api/contract'
import { withUnknownValues } from '../mirage/api/unknownValues'

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>
}
// eslint-disable-next-line no-restricted-syntax -- the contract's JSON is typed by its literal shape; it is read here as the OpenAPI paths it is
const paths = contract.paths as unknown as Record<string, Record<string, Operation>>

/** '/v1/instances/{instance}' → a pattern matching its paths, one segment per parameter. */
const routes = Object.entries(paths).map(([template, methods]) => ({
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  // a literal segment is more specific than a parameter at the same place: try those first
  params: (template.match(/\{/g) ?? []).length,
  methods,
}))
routes.sort((a, b) => a.params - b.params)

/** The schema of the operation's success answer, or undefined for a path the contract lacks. */
export function answerSchema(method: string, pathname: string): Schema | undefined {
  const route = routes.find((r) => r.pattern.test(pathname))
  const responses = route?.methods[method.toLowerCase()]?.responses ?? {}
  const success = Object.keys(responses).find((status) => /^2\d\d$/.test(status))
  return success ? responses[success]?.content?.['application/json']?.schema : undefined
}

/** The answer's body with its enum values unknown, or the body as it came when none applies. */
export function unknownAnswer(method: string, pathname: string, body: string): string {
  const schema = answerSchema(method, pathname)
  if (!schema) return body
  try {
    return JSON.stringify(withUnknownValues(JSON.parse(body), schema))
  } catch {
    return body
  }
}
