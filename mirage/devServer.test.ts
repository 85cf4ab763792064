import { makeServer } from './server'

// The browser starts the mock in Mirage's development environment, where Mirage itself loads no
// factories: the seeded scenario must still build (a VPC's prefix comes from its factory).
test('the mock starts and seeds in the development environment, as the browser runs it', () => {
  const server = makeServer({ environment: 'development', timing: 0 })
  expect(server.schema.all('vpc').length).toBeGreaterThan(0)
  server.shutdown()
})
