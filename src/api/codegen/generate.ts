import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { listOperations } from './contract'
import { emitEndpoints } from './emitEndpoints'
import { emitOperations } from './emitOperations'
import { emitTypes } from './emitTypes'
import type { Contract } from './openapi'

export const DEFAULT_CONTRACT = path.resolve(__dirname, '../../../../shared/api/nexus-openapi.json')
export const OUTPUT_DIR = path.resolve(__dirname, '../generated')

/** The generated files by name, computed in memory; the script writes them to OUTPUT_DIR. */
export async function generate(contractPath = DEFAULT_CONTRACT): Promise<Record<string, string>> {
  const contract = JSON.parse(await readFile(contractPath, 'utf8')) as Contract
  const operations = listOperations(contract)
  return {
    'operations.ts': await emitOperations(operations),
    'types.ts': await emitTypes(contract, operations),
    ...(await emitEndpoints(operations)),
  }
}

async function main() {
  const files = await generate(process.argv[2] ? path.resolve(process.argv[2]) : undefined)
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
