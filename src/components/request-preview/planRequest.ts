import { processRequestBody, toQueryString } from '~/api/casing'
import type { Operation } from '~/api/generated/operations'
import { toApiArgs, type OperationArgs } from '~/api/endpoints/request'

/**
 * What a form will send: the endpoint's name (its operation id) and the very argument its
 * mutation gets. The form's submit sends `plan.arg`, so the preview cannot drift from the submit.
 */
export type PlannedRequest<Arg = unknown> = { operationId: string; arg: Arg }

/** An RTK Query endpoint (`disksApi.endpoints.diskCreate`): its name and what it is called with. */
type Endpoint<Arg> = { name: string; initiate: (arg: Arg, ...rest: never[]) => unknown }

/** The request a form plans, typed as its endpoint's argument. */
export function planRequest<Arg>(endpoint: Endpoint<Arg>, arg: NoInfer<Arg>): PlannedRequest<Arg> {
  return { operationId: endpoint.name, arg }
}

/**
 * Secret values, masked wherever the request is shown. The contract marks no field
 * `format: password` (its `Password` is a named string type, reached through `UserPassword`), so
 * they are known by their snake_case key: a string under one of these keys, at any depth, is
 * masked, except the `mode` saying which kind of password it is. `user_data` may carry
 * credentials too (the forms keep it out of what survives a sign-in for the same reason).
 */
const SECRET_KEYS = new Set([
  'password',
  'secret',
  'secrets',
  'key',
  'private_key',
  'token',
  'bearer_token',
  'user_data',
])
const NOT_SECRET_WITHIN = new Set(['mode'])
const MASK = '********'

function mask(value: unknown, secret: boolean): unknown {
  if (typeof value === 'string') return secret ? MASK : value
  if (Array.isArray(value)) return value.map((v) => mask(v, secret))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      mask(v, (secret && !NOT_SECRET_WITHIN.has(k)) || SECRET_KEYS.has(k)),
    ]),
  )
}

export type RequestText = {
  method: string
  /** path with its params filled, and the query string, as the API gets them */
  url: string
  /** the JSON body, snake_case, secrets masked; undefined for a request without one */
  body: string | undefined
  /** the same request as an `oxide api` command, the body on standard input */
  cli: string
}

/** A word for the shell: single-quoted, a quote inside closed, escaped and reopened. */
const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`

/**
 * The request in words, through the same steps the base query takes (toApiArgs, then snake_case
 * keys and the query string), so it is what goes on the wire.
 */
export function describeRequest(op: Operation, arg: unknown): RequestText {
  const args = toApiArgs(op, arg as OperationArgs)
  const method = args.method ?? 'GET'
  const url = args.path + toQueryString(args.query)
  const body =
    args.body === undefined
      ? undefined
      : JSON.stringify(mask(processRequestBody(args.body), false), null, 2)
  const command = `oxide api ${shellQuote(url)} --method ${method}`
  const cli = body === undefined ? command : `${command} --input - <<'EOF'\n${body}\nEOF`
  return { method, url, body, cli }
}
