import { operations, type Operation } from '../../src/api/generated/operations'
import { shapeErrors } from '../mirage/testing'

// Issue 3 §4: every request body the console's forms send validates against the contract's
// request schema. The mock logs what it was sent (window.mockApi.requests); the e2e fixture
// checks that log after every test, so each form an e2e test submits is checked.

type Sent = { method: string; url: string; body: unknown }

const templates = Object.values(operations).map((op) => ({
  op,
  re: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}))

export function operationOf(method: string, url: string): Operation | undefined {
  const pathname = new URL(url, 'http://console.invalid').pathname
  return templates.find((t) => t.op.method === method.toUpperCase() && t.re.test(pathname))?.op
}

/** '<METHOD> <url>: <problem>' for each JSON body that does not match its operation's schema. */
export function requestBodyProblems(requests: readonly Sent[]): string[] {
  return requests.flatMap(({ method, url, body }) => {
    const op = operationOf(method, url)
    // only JSON bodies with a named schema (none of the contract's bodies is a bare array)
    if (!op?.body || op.bodyContentType !== 'application/json' || op.body === 'unknown') return []
    return shapeErrors(body, op.body).map((problem) => `${method} ${url}: ${problem}`)
  })
}
