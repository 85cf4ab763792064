/** @jest-environment node */
import path from 'node:path'
import loader from './fleetRecords.loader.js'
import { scenarioRecords } from './records'

// The demo build's fleet chunks: fleetRecords.loader.js runs records.ts in node, as webpack does
// when it builds the demo, and emits the scenario's records as a module.

function runLoader(scenario: string) {
  const dependencies: string[] = []
  return new Promise<{ source: string; dependencies: string[] }>((resolve, reject) => {
    loader.call({
      resourcePath: path.join(__dirname, 'records.ts'),
      resourceQuery: `?scenario=${scenario}&fleet-records`,
      addDependency: (file: string) => dependencies.push(file),
      async: () => (error: Error | null, source: string) =>
        error ? reject(error) : resolve({ source, dependencies }),
    })
  })
}

/** The module's default export, as the browser reads it. */
const exported = (source: string): Record<string, { id: string; name?: string }[]> =>
  JSON.parse(JSON.parse(source.replace(/^export default JSON\.parse\((.*)\)$/s, '$1')))

test('the loader emits the records the factories build for the scenario', async () => {
  const { source, dependencies } = await runLoader('incident')
  const emitted = exported(source)
  const built = scenarioRecords('incident')
  expect(Object.keys(emitted).sort()).toEqual(Object.keys(built).sort())
  for (const collection of ['projects', 'instances', 'disks', 'sleds', 'silos', 'vpcs']) {
    expect(emitted[collection]).toEqual(built[collection])
  }
  expect(emitted.instances!.map((i) => i.name)).toContain('checkout-web-1')
  // a changed seed or factory builds the chunk again
  for (const file of [
    'mirage/sim/scenarios/seeds.ts',
    'mirage/orm/factories/compute.ts',
    'mirage/sim/scenarios/incident.ts',
  ]) {
    expect(dependencies).toContain(path.resolve(__dirname, '../../..', file))
  }
})

test('an unknown scenario fails the build instead of shipping an empty fleet', async () => {
  await expect(runLoader('no-such-scenario')).rejects.toThrow('[mock] no scenario no-such-scenario')
})
