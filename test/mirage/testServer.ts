import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Server } from 'miragejs'
import { contextOf } from '~mirage/context'
import { addBuiltRecords, type ScenarioRecords } from '~mirage/sim/scenarios'
import { scenarioRecords } from '~mirage/sim/scenarios/records'
import { SHARED_FLEET_FILE } from '../jestSharedFleet'
import { creator, type Create } from '~mirage/orm/models'
import { assign, setPolicy } from '~mirage/orm/policy'
import {
  checkRate,
  logRequests,
  makeServer,
  type MockOptions,
  type SentRequest,
} from '~mirage/server'

/** Turn failure injection up, down or off (0) on a running server; the console sets it once. */
export function setFailureRate(server: Server, rate: number): void {
  contextOf(server).failureRate = checkRate(rate)
}

/**
 * The mock API for a jest test, in its test mode (no delay; no fleet unless `seed: true`, which
 * builds a training scenario): started before each test of the file and shut down after it. A
 * test makes exactly the fixtures it needs with `create` (the factories and their traits:
 * `create('instance', 'stopped', { project })`), often after `signIn()`; `requests()` lists
 * what was sent, in order, bodies parsed, and `sent(method, pathPrefix)` the part of it a test
 * asks about.
 */
export function mockApiForEachTest(options: Omit<MockOptions, 'environment'> = {}) {
  let server: Server | undefined
  let requests: SentRequest[] = []
  if (options.seed && (options.scenario ?? 'default') === 'default') {
    beforeAll(() => addBuiltRecords('default', defaultFleetOfThisRun()))
  }
  beforeEach(() => {
    server = makeServer({ environment: 'test', ...options })
    requests = logRequests(server)
  })
  afterEach(() => server?.shutdown())
  const current = () => {
    if (!server) throw new Error('the mock API runs only inside a test')
    return server
  }
  return {
    server: current,
    requests: () => requests,
    /** What was sent with this method, to paths starting with `pathPrefix` when one is given. */
    sent: (method: string, pathPrefix = '') =>
      requests.filter((r) => r.method === method && r.url.startsWith(pathPrefix)),
    create: ((...args: unknown[]) =>
      (creator(current()) as (...a: unknown[]) => unknown)(...args)) as Create,
    /** A silo with one signed-in user, its admin, for tests that need no more of a fleet. */
    signIn() {
      const ctx = contextOf(current())
      const silo = ctx.create('silo', { name: 'prairie' })
      const user = ctx.create('user', { silo, displayName: 'Ada Okafor', username: 'ada' })
      setPolicy(ctx, silo.id, [assign('silo_user', user.id, 'admin')])
      ctx.session.userId = user.id
      return { silo, user }
    },
  }
}

/**
 * The default fleet's records, built by its factories once per jest run and shared by the run's
 * test files through a file (jestGlobalSetup.ts names it, jestGlobalTeardown.ts removes it), as
 * the demo build shares them through its fleet chunk. A test file builds a seeded fleet once and
 * loads its records for each later test (mirage/sim/scenarios/index.ts); the first build took about 0.6 s
 * of each of the 69 files that seed one. Outside such a run (no file named) the file builds its
 * own.
 */
function defaultFleetOfThisRun(): ScenarioRecords {
  const file = process.env[SHARED_FLEET_FILE]
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ScenarioRecords
  const records = scenarioRecords('default')
  if (file) {
    // whole or not at all: a worker reading it meanwhile sees no file and builds its own
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(records))
    renameSync(`${file}.${process.pid}`, file)
  }
  return records
}
