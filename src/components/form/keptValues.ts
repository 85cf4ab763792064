// What a form held when its sign-in ran out, kept in the tab's sessionStorage until the user is
// back on the same route (the sign-in's redirect_uri brings them) and the form restores it.
// Secrets are never written: a field is secret by its name (see SECRET_NAME) or because the form
// lists it in `secretFields`. Only plain JSON is kept (a picked File is dropped), an entry is
// bounded, and one older than a day is ignored.

const PREFIX = 'console:kept-form:'
/** an entry older than this is what someone typed yesterday: ignored and removed */
const MAX_AGE_MS = 24 * 60 * 60 * 1000
/** a longer string is pasted file content, not typing: not kept */
const MAX_STRING = 64 * 1024
/** the whole entry, serialised; above it nothing is kept rather than a part */
const MAX_ENTRY = 256 * 1024

/**
 * Field names that hold a secret wherever they appear (a top-level field or one inside a list):
 * passwords, private keys (a certificate's `key`, an IdP's `signingKey`), tokens and secrets.
 * `publicKey` and `sshKeys` (ids) are not secret.
 */
const SECRET_NAME = /password|passphrase|secret|token|private_?key|^key$|signing_?key/i

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
type Entry = { savedAt: number; values: { [key: string]: Json } }

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null)

const isSecret = (name: string, secretFields: readonly string[]) =>
  SECRET_NAME.test(name) || secretFields.includes(name)

/** What of a value may be written: plain JSON without secrets; anything else is `undefined`. */
function keepable(value: unknown, secretFields: readonly string[]): Json | undefined {
  if (value === null || typeof value === 'boolean') return value
  if (typeof value === 'string') return value.length <= MAX_STRING ? value : undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (Array.isArray(value)) {
    // an item that cannot be kept stays as null, so the items after it keep their places
    return value.map((item) => keepable(item, secretFields) ?? null)
  }
  if (!isPlainObject(value)) return undefined // a File, a Date, a Map: not what JSON gives back
  const out: { [key: string]: Json } = {}
  for (const [key, item] of Object.entries(value)) {
    if (isSecret(key, secretFields)) continue
    const kept = keepable(item, secretFields)
    if (kept !== undefined) out[key] = kept
  }
  return out
}

/**
 * The stored values over the form's real initial values: a field that was not kept (a secret,
 * a file) keeps its initial value, so the form is whole and its secrets are empty again.
 */
function merge(initial: unknown, stored: unknown): unknown {
  if (Array.isArray(stored)) {
    const base = Array.isArray(initial) ? initial : []
    return stored.map((item, i) =>
      item === null && base[i] !== undefined ? base[i] : merge(base[i], item),
    )
  }
  if (isPlainObject(stored)) {
    const base = isPlainObject(initial) ? initial : {}
    const out: Record<string, unknown> = { ...base }
    for (const [key, item] of Object.entries(stored)) out[key] = merge(base[key], item)
    return out
  }
  return stored
}

const storage = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    // storage switched off (a privacy setting): nothing is kept, nothing breaks
    return null
  }
}

const keyOf = (route: string, form: string) => `${PREFIX}${route}#${form}`

/**
 * Names a form by its title and what it started from: an edit form opened for another resource
 * on the same route (another NIC of the instance) starts from other values and restores nothing.
 */
export function formKey(title: string, initialValues: unknown): string {
  const text = JSON.stringify(keepable(initialValues, [])) ?? ''
  let hash = 5381
  for (let i = 0; i < text.length; i++) hash = (hash * 33) ^ text.charCodeAt(i)
  return `${title}#${(hash >>> 0).toString(36)}`
}

/** The route a form is on, as the sign-in's redirect_uri will name it. */
export const currentRoute = () => window.location.pathname + window.location.search

function readEntry(key: string): Entry | null {
  const store = storage()
  const text = store?.getItem(key)
  if (!store || !text) return null
  try {
    const entry = JSON.parse(text) as Entry
    if (typeof entry.savedAt === 'number' && Date.now() - entry.savedAt <= MAX_AGE_MS)
      if (isPlainObject(entry.values)) return entry
  } catch {
    // not ours to read: dropped below
  }
  store.removeItem(key)
  return null
}

/** Entries of other routes left from earlier (a sign-in the user never came back from). */
function dropStale(store: Storage) {
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i)
    if (key?.startsWith(PREFIX)) readEntry(key)
  }
}

/** Writes what may be kept of `values`; false when nothing could be (too large, no storage). */
export function writeKept(
  route: string,
  form: string,
  values: unknown,
  secretFields: readonly string[],
): boolean {
  const store = storage()
  const kept = keepable(values, secretFields)
  if (!store || !isPlainObject(kept)) return false
  const text = JSON.stringify({ savedAt: Date.now(), values: kept } satisfies Entry)
  if (text.length > MAX_ENTRY) return false
  try {
    dropStale(store)
    store.setItem(keyOf(route, form), text)
    return true
  } catch {
    return false // over the quota
  }
}

/** The form's values with what was kept for it merged over them, or null when nothing was. */
export function readKept<Values>(route: string, form: string, initial: Values): Values | null {
  const entry = readEntry(keyOf(route, form))
  return entry ? (merge(initial, entry.values) as Values) : null
}

export function clearKept(route: string, form: string) {
  storage()?.removeItem(keyOf(route, form))
}

// The mounted forms, each able to write what it holds: the app calls them just before a lost
// session sends the user to sign in.
const keepers = new Set<() => void>()

export function registerKeeper(keep: () => void): () => void {
  keepers.add(keep)
  return () => keepers.delete(keep)
}

/** Spec §8's redirect to sign-in is about to unmount every form: each keeps what it holds. */
export function keepFormsForSignIn() {
  for (const keep of keepers) keep()
}
