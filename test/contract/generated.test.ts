/** @jest-environment node */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_CONTRACT, generate, OUTPUT_DIR } from '~/api/codegen/generate'
import { operations } from '~/api/generated/operations'

// json-schema-to-typescript requires prettier's node entry, which starts a dynamic import() as it
// loads; jest cannot run that. The generator formats with prettier/standalone, so a stub will do.
jest.mock('prettier', () => ({}))

// One run for all assertions: compiling ~400 schemas takes a few seconds.
let generated: Record<string, string>
beforeAll(async () => {
  generated = await generate()
}, 60_000)

// Issue 3: one endpoint file per API group, as the issue names them.
const GROUP_FILES = [
  'affinity',
  'consoleAuth',
  'currentUser',
  'disks',
  'experimental',
  'floatingIps',
  'images',
  'instances',
  'login',
  'metrics',
  'policy',
  'projects',
  'silos',
  'snapshots',
  'systemHardware',
  'systemIpPools',
  'systemMetrics',
  'systemNetworking',
  'systemSilos',
  'systemStatus',
  'systemUpdate',
  'tokens',
  'vpcs',
].map((group) => `endpoints/${group}.ts`)

test('generates exactly the committed files', async () => {
  expect(Object.keys(generated).sort()).toEqual(
    ['operations.ts', 'types.ts', ...GROUP_FILES].sort(),
  )
})

test.each(['operations.ts', 'types.ts', ...GROUP_FILES])(
  'committed %s is up to date (run npm run gen:api)',
  async (name) => {
    const committed = (await readFile(path.join(OUTPUT_DIR, name), 'utf8')).split('\n')
    const fresh = generated[name]!.split('\n')
    // toBe on strings this long prints a useless diff; name the first line that differs instead
    const i = committed.findIndex((line, n) => line !== fresh[n])
    expect(i === -1 ? null : { line: i + 1, committed: committed[i], fresh: fresh[i] }).toBeNull()
    expect(committed.length).toBe(fresh.length)
  },
)

test('operations.ts lists all 251 operations of the contract', () => {
  expect(Object.keys(operations)).toHaveLength(251)
})

test('operations carry camelCase names and wire paths', () => {
  expect(operations.instanceView).toEqual({
    id: 'instanceView',
    method: 'GET',
    path: '/v1/instances/{instance}',
    tag: 'instances',
    pathParams: ['instance'],
    queryParams: ['project'],
    body: null,
    bodyContentType: null,
    response: 'Instance',
    successStatus: 200,
  })
  expect(operations.loginSaml.pathParams).toEqual(['siloName', 'providerName'])
})

test('every operation is an endpoint of exactly one group file, GETs as queries', () => {
  const defined = Object.entries(generated)
    .filter(([name]) => name.startsWith('endpoints/'))
    .flatMap(([, code]) => [...code.matchAll(/^ {2}(\w+): build\.(query|mutation)</gm)])
    .map((m) => [m[1]!, m[2]!] as const)
  expect(defined.map(([id]) => id).sort()).toEqual(Object.keys(operations).sort())
  for (const [id, kind] of defined) {
    const op = operations[id as keyof typeof operations]
    const read = op.method === 'GET' || op.method === 'HEAD' || /[tT]imeseriesQuery$/.test(id)
    expect([id, kind]).toEqual([id, read ? 'query' : 'mutation'])
  }
})

test('no contract prose reaches the types', async () => {
  const contract = JSON.parse(await readFile(DEFAULT_CONTRACT, 'utf8')) as unknown
  const prose = new Set<string>()
  JSON.stringify(contract, (key, value: unknown) => {
    // long enough not to be a word that also names a type or a property
    if (
      (key === 'description' || key === 'title') &&
      typeof value === 'string' &&
      value.length > 20
    ) {
      prose.add(value)
    }
    return value
  })
  expect(prose.size).toBeGreaterThan(100)
  const leaked = [...prose].filter((text) => generated['types.ts']!.includes(text))
  expect(leaked).toEqual([])
  // oneOf variant titles would otherwise become types of their own
  expect(generated['types.ts']).not.toMatch(/export (?:type|interface) (?:V4|V6|Id)\b/)
})
