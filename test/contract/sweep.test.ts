import type { Server } from 'miragejs'
import { operations, type OperationId } from '~/api/generated/operations'
import { makeServer, setSessionUser } from '~mirage/server'
import { shapeErrors } from '~test/mirage/testing'
import { awaitingScreens } from './awaitingScreens'
import { alertCases } from './sweep/alerts'
import type { SweepCase } from './sweep/case'
import { computeCases } from './sweep/compute'
import { fleetCases } from './sweep/fleet'
import { foundationCases } from './sweep/foundation'
import { networkingCases } from './sweep/networking'
import { systemCases } from './sweep/system'

// Spec §7 / issue 3: every operation of the contract is answered by the mock, and every answer has
// exactly the contract's shape. Each area's cases run in order on one freshly seeded fleet; the
// sweep fails on an operation no case calls, so a new operation in the contract fails it too.

const AREAS: Record<string, SweepCase[]> = {
  foundation: foundationCases,
  fleet: fleetCases,
  system: systemCases,
  networking: networkingCases,
  compute: computeCases,
  alerts: alertCases,
}

const stats = { responses: 0, validated: 0, failures: 0 }
const covered = new Set<OperationId>()

function urlOf(c: SweepCase): string {
  const op = operations[c.op]
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = c.path?.[name]
    if (value === undefined) throw new Error(`${c.op}: no value for path param ${name}`)
    return encodeURIComponent(value)
  })
  const query = new URLSearchParams()
  for (const [k, v] of Object.entries(c.query ?? {})) query.set(k, String(v))
  const qs = query.toString()
  return qs ? `${path}?${qs}` : path
}

async function run(c: SweepCase): Promise<string[]> {
  const op = operations[c.op]
  const headers: Record<string, string> = {}
  let body: string | undefined
  if (c.raw) {
    headers['Content-Type'] = c.raw.contentType
    body = c.raw.text
  } else if (c.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(c.body)
  }
  const response = await fetch(urlOf(c), { method: op.method, headers, body })
  const text = await response.text()
  stats.responses++
  const expected = c.status ?? op.successStatus ?? 200
  const problems: string[] = []
  if (response.status !== expected) {
    problems.push(`status ${response.status}, expected ${expected}: ${text.slice(0, 300)}`)
    return problems
  }
  if (response.status >= 400) {
    problems.push(...shapeErrors(JSON.parse(text), 'Error'))
    stats.validated++
  } else if (op.response && op.response !== 'unknown') {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return [`body is not JSON: ${text.slice(0, 100)}`]
    }
    // A few operations answer a bare array ('BgpPeerStatus[]'): check each item.
    if (op.response.endsWith('[]')) {
      if (!Array.isArray(parsed)) return [`expected an array of ${op.response.slice(0, -2)}`]
      const itemSchema = op.response.slice(0, -2)
      parsed.forEach((item, i) =>
        problems.push(...shapeErrors(item, itemSchema).map((p) => `[${i}]${p}`)),
      )
    } else {
      problems.push(...shapeErrors(parsed, op.response))
    }
    stats.validated++
  }
  return problems
}

const sweepLine = () =>
  `contract sweep: ${covered.size}/${Object.keys(operations).length} operations covered ` +
  `(${awaitingScreens.size} await their screens), ` +
  `${stats.responses} responses, ${stats.validated} validated against the contract, ` +
  `${stats.failures} failures`

afterAll(() => {
  // One plain line in the test output, for CI logs and the issue's closing note.
  process.stdout.write(`\n${sweepLine()}\n`)
})

describe.each(Object.entries(AREAS))('%s', (_area, cases) => {
  let server: Server
  beforeAll(() => {
    server = makeServer({ environment: 'test', seed: true })
  })
  afterAll(() => server.shutdown())

  // Sequential: a case may depend on what the one before it created or deleted.
  test.each(cases.map((c, i) => [`${i + 1}. ${c.op}${c.note ? ` (${c.note})` : ''}`, c] as const))(
    '%s',
    async (_name, c) => {
      if (c.as) setSessionUser(server, c.as)
      const problems = await run(c)
      covered.add(c.op)
      if (problems.length) stats.failures++
      expect(problems).toEqual([])
    },
  )
})

test('every operation of the contract a screen uses is called by some case, and no other', () => {
  const all = new Set<string>(Object.values(AREAS).flatMap((cases) => cases.map((c) => c.op)))
  const missing = (Object.keys(operations) as OperationId[]).filter(
    (id) => !all.has(id) && !awaitingScreens.has(id),
  )
  expect(missing).toEqual([])
  // the mock answers none of those awaiting their screens (test/contract/awaitingScreens.ts)
  expect([...awaitingScreens].filter((id) => all.has(id))).toEqual([])
})
