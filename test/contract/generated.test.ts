/** @jest-environment node */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { CONTRACT_SHAPES, generate, OUTPUT_DIR, PUBLISHED_CONTRACT } from '~/api/codegen/generate'
import { operations } from '~/api/generated/operations'

// json-schema-to-typescript requires prettier's node entry, which starts a dynamic import() as it
// loads; jest cannot run that. The generator formats with prettier/standalone, so a stub will do.
jest.mock('prettier', () => ({}))

// The committed output must be what gen:api makes from the committed contract shapes (all a lone
// clone has) and, when the published contract is beside the repository, from that too: so the
// shapes are current and carry everything the generator reads.
const published = existsSync(PUBLISHED_CONTRACT)
const SOURCES = published ? [PUBLISHED_CONTRACT, CONTRACT_SHAPES] : [CONTRACT_SHAPES]
const sourceName = (source: string) => path.relative(path.resolve(OUTPUT_DIR, '../../..'), source)

// One run per source for all assertions: compiling ~400 schemas takes a few seconds.
const runs = new Map<string, Record<string, string>>()
let generated: Record<string, string>
beforeAll(async () => {
  for (const source of SOURCES) runs.set(source, await generate(source))
  generated = runs.get(SOURCES[0]!)!
}, 120_000)

// Issue 3: one endpoint file per API group, as the issue names them, and one module of the
// group's operations beside it.
const GROUPS = [
  'affinity',
  'consoleAuth',
  'currentUser',
  'disks',
  'experimental',
  'externalSubnets',
  'floatingIps',
  'images',
  'instances',
  'ipPools',
  'login',
  'metrics',
  'policy',
  'projects',
  'silos',
  'snapshots',
  'subnetPools',
  'systemAlerts',
  'systemAuditLog',
  'systemHardware',
  'systemIpPools',
  'systemMetrics',
  'systemNetworking',
  'systemSilos',
  'systemStatus',
  'systemSubnetPools',
  'systemSupportBundles',
  'systemUpdate',
  'tokens',
  'vpcs',
]
const GROUP_FILES = GROUPS.flatMap((group) => [`endpoints/${group}.ts`, `ops/${group}.ts`])

const FILES = ['contract.json', 'operations.ts', 'types.ts', 'version.ts', ...GROUP_FILES]

test('generates exactly the committed files', async () => {
  expect(Object.keys(generated).sort()).toEqual([...FILES].sort())
})

test.each(SOURCES.flatMap((source) => FILES.map((name) => [name, sourceName(source), source])))(
  'committed %s is what npm run gen:api makes from %s',
  async (name, _, source) => {
    const committed = (await readFile(path.join(OUTPUT_DIR, name), 'utf8')).split('\n')
    const fresh = runs.get(source)![name]!.split('\n')
    // toBe on strings this long prints a useless diff; name the first line that differs instead
    const i = committed.findIndex((line, n) => line !== fresh[n])
    expect(i === -1 ? null : { line: i + 1, committed: committed[i], fresh: fresh[i] }).toBeNull()
    expect(committed.length).toBe(fresh.length)
  },
)

test('operations.ts lists all 317 operations of the contract', () => {
  expect(Object.keys(operations)).toHaveLength(317)
})

test("the API version every request names is the contract's own", () => {
  const shapes = JSON.parse(generated['contract.json']!) as { info: { version: string } }
  expect(shapes.info.version).toBe('2026081700.0.0')
  expect(generated['version.ts']).toContain("export const API_VERSION = '2026081700.0.0'")
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

test('the contract shapes keep every operation and schema but no sentence', () => {
  const shapes = JSON.parse(generated['contract.json']!) as {
    paths: Record<string, Record<string, { operationId?: string }>>
    components: { schemas: Record<string, unknown> }
  }
  const ids = Object.values(shapes.paths).flatMap((item) =>
    Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])),
  )
  expect(ids).toHaveLength(317)
  expect(Object.keys(shapes.components.schemas).length).toBeGreaterThan(400)
  // Property names such as `description` stay; a text of several words is prose, except formats
  // like 'hex string (32 bytes)', which are what the contract says a value looks like.
  const sentences: string[] = []
  JSON.stringify(shapes, (key, value: unknown) => {
    if (key !== 'format' && typeof value === 'string' && /\S+\s+\S+\s+\S+/.test(value)) {
      sentences.push(value)
    }
    return value
  })
  expect(sentences).toEqual([])
})

// Only where the published contract is at hand: the prose to look for is in it.
if (published) {
  test('no contract prose reaches the generated files', async () => {
    const contract = JSON.parse(await readFile(PUBLISHED_CONTRACT, 'utf8')) as unknown
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
    const leaked = [...prose].filter(
      (text) => generated['types.ts']!.includes(text) || generated['contract.json']!.includes(text),
    )
    expect(leaked).toEqual([])
  })
}

test('oneOf variant titles do not become types of their own', () => {
  expect(generated['types.ts']).not.toMatch(/export (?:type|interface) (?:V4|V6|Id)\b/)
})
