import type { Server } from 'miragejs'
import { makeServer, type MockOptions } from './server'

type SentRequest = { method: string; url: string; body: unknown }

/**
 * The mock API for a jest test, in its test mode (no delay; no seed unless `seed: true`): started
 * before each test of the file and shut down after it. A test that needs an answer the fleet does
 * not give overrides that route on the server (`server().post(path, () => new Response(…))`);
 * `requests()` lists what was sent, in order, bodies parsed.
 */
export function mockApiForEachTest(options: Omit<MockOptions, 'environment'> = {}) {
  let server: Server | undefined
  let requests: SentRequest[] = []
  beforeEach(() => {
    server = makeServer({ environment: 'test', ...options })
    requests = []
    server.pretender.handledRequest = (verb, url, request) => {
      const raw: unknown = request.requestBody
      let body = raw
      if (typeof raw === 'string' && raw) {
        try {
          body = JSON.parse(raw)
        } catch {
          // not JSON (a form post): keep the text
        }
      }
      requests.push({ method: verb, url, body })
    }
  })
  afterEach(() => server?.shutdown())
  return {
    server: () => {
      if (!server) throw new Error('the mock API runs only inside a test')
      return server
    },
    requests: () => requests,
  }
}
