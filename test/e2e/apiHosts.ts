// The API walk's hosts (playwright.api.config.ts): a Prism per seed and, in front of each, the
// production build served as a real host would (test/serve.ts). Started here at once rather than
// as one webServer entry each, which Playwright starts one after another: each Prism spends
// seconds parsing the whole contract before it listens, and here the seeds' Prisms do it side by
// side. The consoles start once every Prism answers, so the one address Playwright waits for
// (the first console) means all are ready.
// Usage: tsx apiHosts.ts <prism port>:<console port>:<plain|unknown-values>:<seed> …
// (the seed last: it is any string, colons included)
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { serve } from '../serve'
import { CONTRACT } from './playwright.api.config'

/** Prism's command line, run by this Node rather than through npx (a second start-up). */
const PRISM = require.resolve('@stoplight/prism-cli/dist/index.js')
const DIST = path.resolve(__dirname, '../../dist')
/** Prism parses and validates the whole contract before it listens. */
const PRISM_START_MS = 120_000

type Host = { seed: string; prismPort: number; consolePort: number; unknownValues: boolean }

const hosts: Host[] = process.argv.slice(2).map((arg) => {
  const [prismPort, consolePort, mode, ...seed] = arg.split(':')
  return {
    seed: seed.join(':'),
    prismPort: Number(prismPort),
    consolePort: Number(consolePort),
    unknownValues: mode === 'unknown-values',
  }
})

const prisms: ChildProcess[] = []
const stop = () => {
  for (const p of prisms) p.kill()
}
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stop()
    process.exit(1)
  })

async function answers(url: string, prism: ChildProcess) {
  const deadline = Date.now() + PRISM_START_MS
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`prism for ${url} exited (${prism.exitCode})`)
    const up = await fetch(url).then(
      () => true,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`prism for ${url} did not answer within ${PRISM_START_MS} ms`)
}

async function main() {
  await Promise.all(
    hosts.map(({ seed, prismPort }) => {
      // -d: data generated from the response schemas, fixed by the seed
      const prism = spawn(
        process.execPath,
        [
          PRISM,
          'mock',
          '-d',
          '--seed',
          seed,
          '--json-schema-faker-fillProperties=false',
          '-v',
          'warn',
          '-h',
          '127.0.0.1',
          '-p',
          String(prismPort),
          CONTRACT,
        ],
        { stdio: 'inherit' },
      )
      prisms.push(prism)
      return answers(`http://127.0.0.1:${prismPort}/v1/me`, prism)
    }),
  )
  for (const { seed, prismPort, consolePort, unknownValues } of hosts) {
    // under the strict CSP a hardened host sends: a script it refuses is a crash (walk.ts)
    await serve(DIST, consolePort, `http://127.0.0.1:${prismPort}`, { csp: true, unknownValues })
    console.log(`seed ${seed}: console on ${consolePort}, Prism on ${prismPort}`)
  }
}

main().catch((e: unknown) => {
  console.error(e)
  stop()
  process.exit(1)
})
