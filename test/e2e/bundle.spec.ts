import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// The production build must not carry the mock API (spec §1, issue: "no Mirage, mock-socket or
// fixtures in it"). Runs after `npm run build` in `npm run test:e2e`.
const dist = path.resolve(__dirname, '../../dist')

test('the production bundle has no Mirage, pretender, mock-socket or seed data', () => {
  const assets = path.join(dist, 'assets')
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'))
  expect(js.length).toBeGreaterThan(0)
  const text = js.map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n')
  for (const marker of [
    'miragejs',
    'pretender',
    'mock-socket',
    'This is a technical preview.',
    'correct horse',
  ]) {
    expect(text.includes(marker), marker).toBe(false)
  }
})

test('the demo bundle does carry the mock API (so the check above can fail)', () => {
  const assets = path.resolve(__dirname, '../../dist-demo/assets')
  const text = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n')
  expect(text.includes('This is a technical preview.')).toBe(true)
  expect(text.includes('correct horse')).toBe(true)
})
