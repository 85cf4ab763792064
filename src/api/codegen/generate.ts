import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { listOperations } from './contract'
import { emitContract } from './emitContract'
import { emitEndpoints } from './emitEndpoints'
import { emitOperations } from './emitOperations'
import { emitTypes } from './emitTypes'
import { emitVersion } from './emitVersion'
import type { Contract } from './openapi'

/** Where the API contract is published, beside this repository; absent in a lone clone. */
export const PUBLISHED_CONTRACT = path.resolve(
  __dirname,
  '../../../../shared/api/nexus-2026081700.json',
)
export const OUTPUT_DIR = path.resolve(__dirname, '../generated')
/** The generator's copy of the contract's shapes (no prose), which the contract tests read. */
export const CONTRACT_SHAPES = path.join(OUTPUT_DIR, 'contract.json')

/**
 * The published contract when it is there; otherwise the committed shapes, which generate the same
 * files (so a change to the generator can be made and checked without the published contract).
 */
const defaultSource = () => (existsSync(PUBLISHED_CONTRACT) ? PUBLISHED_CONTRACT : CONTRACT_SHAPES)

/** The generated files by name, computed in memory; the script writes them to OUTPUT_DIR. */
export async function generate(contractPath = defaultSource()): Promise<Record<string, string>> {
  const contract = JSON.parse(await readFile(contractPath, 'utf8')) as Contract
  const operations = listOperations(contract)
  return {
    'contract.json': emitContract(contract),
    ...(await emitOperations(operations)),
    'types.ts': await emitTypes(contract, operations),
    ...(await emitEndpoints(operations)),
    'version.ts': emitVersion(contract),
  }
}

async function main() {
  const source = process.argv[2] ? path.resolve(process.argv[2]) : defaultSource()
  console.log(`reading ${path.relative(process.cwd(), source)}`)
  const files = await generate(source)
  for (const [name, code] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(OUTPUT_DIR, name)), { recursive: true })
    await writeFile(path.join(OUTPUT_DIR, name), code)
    console.log(`wrote ${path.relative(process.cwd(), path.join(OUTPUT_DIR, name))}`)
  }
}

// tsx runs this file as CommonJS (the package has no "type": "module"), so require.main works.
if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e)
    process.exitCode = 1
  })
}
