// @ts-check
// Webpack loader for `records.ts?scenario=NAME&fleet-records` (mirage/prebuilt.ts): the records
// the scenario's factories build, built here in node when the demo is built. A page load then
// inserts them instead of building the fleet through Mirage's ORM, which took about 0.4 s of
// every cold load's main thread in the default scenario and 2 s in the large fleet.
// The resource is bundled with esbuild (it follows tsconfig's paths), run, and asked for the
// scenario; every file of the project it read is a dependency, so a changed seed or factory
// builds the chunk again.
const path = require('node:path')
const esbuild = require('esbuild')

const ROOT = path.resolve(__dirname, '../../..')

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function fleetRecordsLoader() {
  const done = this.async()
  const scenario = new URLSearchParams(this.resourceQuery.slice(1)).get('scenario')
  build(this.resourcePath, scenario, (file) => this.addDependency(file)).then(
    (source) => done(null, source),
    (error) => done(error),
  )
}

/**
 * @param {string} entry
 * @param {string | null} scenario
 * @param {(file: string) => void} dependsOn
 */
async function build(entry, scenario, dependsOn) {
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  for (const input of Object.keys(result.metafile.inputs)) dependsOn(path.resolve(ROOT, input))
  const module = { exports: /** @type {Record<string, unknown>} */ ({}) }
  new Function('module', 'exports', 'require', result.outputFiles[0].text)(
    module,
    module.exports,
    require,
  )
  const records = /** @type {(name: string | null) => unknown} */ (module.exports.scenarioRecords)
  // JSON.parse of a string literal: faster for the browser than the same object as code
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(records(scenario)))})`
}
