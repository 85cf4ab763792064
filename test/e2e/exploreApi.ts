// npm run e2e:api:explore [count]: the production build's route walk against Prism with fresh
// random seeds (default 6, three at a time), to find answers the contract allows that a page
// cannot show. Prints each seed that failed; replay one with
// `API_WALK_SEEDS=<seed> npm run e2e:api`, fix the page, and add the seed to FIXED_SEEDS in
// playwright.api.config.ts so CI keeps checking it. Needs `npm run build` first.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

const count = Number(process.argv[2] ?? 6)
const seeds = Array.from({ length: count }, () => `explore-${randomBytes(4).toString('hex')}`)
const failed: string[] = []
for (let i = 0; i < seeds.length; i += 3) {
  const batch = seeds.slice(i, i + 3)
  console.log(`walking seeds ${batch.join(', ')}`)
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '-c', path.join(__dirname, 'playwright.api.config.ts'), '--retries=0'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, API_WALK_SEEDS: batch.join(',') },
    },
  )
  process.stdout.write(run.stdout)
  process.stderr.write(run.stderr)
  // the list reporter names each failed test's project: [seed <seed>]
  const here = new Set([...run.stdout.matchAll(/✘.*?\[seed ([^\]]+)\]/g)].map((m) => m[1]!))
  if (run.status !== 0 && here.size === 0) failed.push(...batch) // it failed before any test
  failed.push(...here)
}
if (failed.length) {
  console.log(`\nseeds that found a failure: ${failed.join(', ')} (the report above says what)`)
  process.exit(1)
}
console.log(`\n${count} fresh seeds walked, no failures`)
