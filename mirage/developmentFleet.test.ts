import { contextOf } from './context'
import { makeServer } from './server'

// The browser's mock runs in Mirage's development environment, where createServer's config
// would load no factories: the fleet must still be built through them (defaults, afterCreate).
test('the development environment builds the default fleet through the factories', () => {
  const server = makeServer({ environment: 'development', timing: 0 })
  const vpc = contextOf(server).schema.findBy('vpc', { name: 'ingest-net' })
  expect(vpc?.ipv6Prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]+:[0-9a-f]+::\/48$/)
  expect(vpc?.systemRouter?.name).toBe('system')
  server.shutdown()
})
