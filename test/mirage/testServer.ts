import type { Server } from 'miragejs'
import { contextOf } from '~mirage/context'
import { creator, type Create } from '~mirage/models'
import { assign, setPolicy } from '~mirage/routes/policy'
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
 * what was sent, in order, bodies parsed.
 */
export function mockApiForEachTest(options: Omit<MockOptions, 'environment'> = {}) {
  let server: Server | undefined
  let requests: SentRequest[] = []
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
