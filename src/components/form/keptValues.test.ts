import { clearKept, formKey, readKept, writeKept } from './keptValues'

// What is written for after a sign-in: plain JSON, no secrets, bounded, for a day.

beforeEach(() => window.sessionStorage.clear())
afterEach(() => jest.useRealTimers())

const ROUTE = '/system/silos/prairie'
const stored = () => JSON.stringify({ ...window.sessionStorage })

test('secret fields are never written, by name at any depth or as the form lists them', () => {
  const values = {
    name: 'prairie',
    password: 'pw-1',
    confirm: 'pw-2',
    tlsCertificates: [{ name: 'cert-1', cert: 'PEM-CERT', key: 'PEM-KEY' }],
    signingKey: { name: 'idp.key', text: 'IDP-KEY', base64: 'SURQLUtFWQ==' },
    apiToken: 'tok-3',
    clientSecret: 'sec-4',
    privateKey: 'pk-5',
    publicKey: 'ssh-ed25519 AAAA',
    sshKeys: ['key-id-1'],
  }
  expect(writeKept(ROUTE, 'Create silo', values, ['confirm'])).toBe(true)
  for (const secret of [
    'pw-1',
    'pw-2',
    'PEM-KEY',
    'IDP-KEY',
    'SURQLUtFWQ',
    'tok-3',
    'sec-4',
    'pk-5',
  ])
    expect(stored()).not.toContain(secret)
  for (const kept of ['prairie', 'cert-1', 'PEM-CERT', 'ssh-ed25519 AAAA', 'key-id-1'])
    expect(stored()).toContain(kept)
})

test('restored over the initial values: what was not kept is as the form starts it', () => {
  const initial = {
    name: '',
    password: '',
    file: null as File | null,
    tlsCertificates: [] as { name: string; key: string | null }[],
    start: true,
  }
  const typed = {
    name: 'web',
    password: 'pw',
    file: new File(['bytes'], 'disk.img'),
    tlsCertificates: [{ name: 'c', key: 'PEM-KEY' }],
    start: false,
  }
  writeKept(ROUTE, 'Create', typed, [])
  expect(readKept(ROUTE, 'Create', initial)).toEqual({
    name: 'web',
    password: '',
    file: null,
    tlsCertificates: [{ name: 'c' }],
    start: false,
  })
})

test('kept per route and per form; cleared on request', () => {
  writeKept(ROUTE, 'Create', { name: 'a' }, [])
  expect(readKept(`${ROUTE}?tab=users`, 'Create', { name: '' })).toBeNull()
  expect(readKept(ROUTE, 'Add SSH key', { name: '' })).toBeNull()
  expect(readKept(ROUTE, 'Create', { name: '' })).toEqual({ name: 'a' })
  clearKept(ROUTE, 'Create')
  expect(readKept(ROUTE, 'Create', { name: '' })).toBeNull()
})

test('an entry older than a day is ignored and removed', () => {
  jest.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') })
  writeKept(ROUTE, 'Create', { name: 'yesterday' }, [])
  jest.setSystemTime(new Date('2026-11-25T08:00:01Z'))
  expect(readKept(ROUTE, 'Create', { name: '' })).toBeNull()
  expect(window.sessionStorage).toHaveLength(0)
})

test('bounded: pasted file content is left out, and an entry too large is not written at all', () => {
  writeKept(ROUTE, 'Create', { name: 'a', pasted: 'x'.repeat(70_000) }, [])
  expect(readKept(ROUTE, 'Create', { name: '', pasted: '' })).toEqual({ name: 'a', pasted: '' })

  const many = Object.fromEntries(
    Array.from({ length: 5 }, (_, i) => [`f${i}`, 'y'.repeat(60_000)]),
  )
  expect(writeKept('/other', 'Create', many, [])).toBe(false)
  expect(readKept('/other', 'Create', {})).toBeNull()
})

test('what is not plain JSON is dropped: dates, maps, functions, NaN', () => {
  writeKept(
    ROUTE,
    'Create',
    {
      when: new Date(),
      map: new Map(),
      fn: () => 1,
      n: Number.NaN,
      ok: 3,
      list: [new Date(), 'x'],
    },
    [],
  )
  expect(readKept(ROUTE, 'Create', {})).toEqual({ ok: 3, list: [null, 'x'] })
})

test('a form is named by its title and the values it started from', () => {
  const nicA = formKey('Edit network interface', { name: 'nic-a', description: '' })
  const nicB = formKey('Edit network interface', { name: 'nic-b', description: '' })
  expect(nicA).not.toBe(nicB)
  expect(formKey('Edit network interface', { name: 'nic-a', description: '' })).toBe(nicA)
  writeKept(ROUTE, nicA, { name: 'nic-a-renamed', description: '' }, [])
  // another NIC's edit form on the same route gets nothing of it
  expect(readKept(ROUTE, nicB, { name: 'nic-b', description: '' })).toBeNull()
  expect(readKept(ROUTE, nicA, { name: 'nic-a', description: '' })).toEqual({
    name: 'nic-a-renamed',
    description: '',
  })
})
