// The audit log's entries in words: who (a user of this silo by name, the rack's built-in users,
// a SCIM client), the operation (its id made a sentence), the resource (read off the request's
// path: the API names no resource of its own), the result. Then the browser's filter over the
// loaded entries and their CSV. Pure, so each is tested without a page.
import type { AuditLogEntry, AuthMethod } from '~/api/generated/types'
import { activityKey } from '~/app/audit/activity'
import { pb } from '~/app/routes/paths'
import type { KnownName } from '~/state/entities'
import { isKnown, labelOf } from '~/util/labels'

export type Actor = {
  /** who, in words: a name, 'Built-in user', … */
  text: string
  /** the id behind it, when there is one */
  id?: string
  /** their page, for a user of the silo the console is signed in to */
  to?: string
}

export type Resource = {
  /** 'instance ingest-worker-1', 'disks of atlas-ingest' */
  text: string
  /** the keys Activity filters by (src/app/audit/activity.ts) */
  keys: string[]
  /** its page (or its list, row marked) while it exists */
  to?: string
}

export type ResultKind = 'success' | 'error' | 'unknown'

export type AuditRow = {
  id: string
  entry: AuditLogEntry
  actor: Actor
  operation: string
  resource: Resource | undefined
  /** 'OK', 'Failed', 'Not recorded', or a newer rack's kind as sent */
  result: string
  resultKind: ResultKind
}

// ---- operations ----------------------------------------------------------------------------

const VERBS = new Set(
  'create delete update start stop reboot attach detach add remove set view list promote demote resize import finalize probe resend expunge abort enable disable upload put logout'.split(
    ' ',
  ),
)
const ACRONYMS: Record<string, string> = {
  vpc: 'VPC',
  ip: 'IP',
  ips: 'IPs',
  ssh: 'SSH',
  saml: 'SAML',
  scim: 'SCIM',
  bgp: 'BGP',
  bfd: 'BFD',
  tuf: 'TUF',
  lldp: 'LLDP',
  oxql: 'OxQL',
  idp: 'identity provider',
}
const SPECIAL: Record<string, string> = {
  login_local: 'Sign in (password)',
  login_saml: 'Sign in (SAML)',
  logout: 'Sign out',
  device_auth_confirm: 'Confirm device sign-in',
}

/** Operations in words, by id: a page of 200 entries names a few dozen operations. */
const WORDS = new Map<string, string>()

/**
 * 'instance_disk_attach' → 'Attach instance disk': the last verb first, acronyms as written; an
 * id of no known shape reads as its words.
 */
export function operationWords(id: string): string {
  let words = WORDS.get(id)
  if (words === undefined) {
    words = inWords(id)
    WORDS.set(id, words)
  }
  return words
}

function inWords(id: string): string {
  if (SPECIAL[id]) return SPECIAL[id]
  const words = id.split('_').filter(Boolean)
  let verb = -1
  words.forEach((w, i) => {
    if (VERBS.has(w)) verb = i
  })
  const ordered = verb > 0 ? [words[verb]!, ...words.filter((_, i) => i !== verb)] : words
  const text = ordered.map((w) => ACRONYMS[w] ?? w).join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

// ---- actors --------------------------------------------------------------------------------

/** What the page knows to name actors: the signed-in user's silo and its users' names by id. */
export type ActorContext = { siloId?: string; userName: (id: string) => string | undefined }

export function actorOf(actor: AuditLogEntry['actor'], context: ActorContext): Actor {
  switch (actor.kind) {
    case 'silo_user': {
      const here = actor.siloId === context.siloId
      return here
        ? {
            text: context.userName(actor.siloUserId) ?? actor.siloUserId,
            id: actor.siloUserId,
            to: pb.siloUser(actor.siloUserId),
          }
        : { text: `User of silo ${actor.siloId}`, id: actor.siloUserId }
    }
    case 'user_builtin':
      return { text: 'Built-in user', id: actor.userBuiltinId }
    case 'scim':
      return { text: `SCIM client of silo ${actor.siloId}` }
    case 'unauthenticated':
      return { text: 'Not signed in' }
    default:
      // a newer rack's kind of actor, as sent
      return { text: String((actor as { kind: unknown }).kind) }
  }
}

export const AUTH_METHOD: Record<AuthMethod, string> = {
  session_cookie: 'Console session',
  access_token: 'Access token',
  scim_token: 'SCIM token',
}

/** 'Access token', or '' for a request without credentials; a newer rack's method as sent. */
export function accessMethod(entry: AuditLogEntry): string {
  return entry.authMethod ? labelOf(AUTH_METHOD, entry.authMethod) : ''
}

/** 'Access token 5eed…': the method and the credential's id. */
export const accessOf = (entry: AuditLogEntry): string =>
  [accessMethod(entry), entry.credentialId ?? ''].filter(Boolean).join(' ')

// ---- resources -----------------------------------------------------------------------------

type Kind = {
  /** one of them, in words */
  one: string
  /** its key's kind (activity.ts); the words by default */
  key?: string
  /** the page of one, by name (and its project) */
  page?: (name: string, project: string | undefined) => string | undefined
  /** the list its project keeps them in: a new one, or one without a page (its row marked) */
  list?: (project: string) => string
}

const marked = (list: string, name: string) =>
  `${list}?${new URLSearchParams({ highlight: name }).toString()}`

// collections of the API's paths, by their segment
const KINDS: Record<string, Kind> = {
  projects: { one: 'project', page: (name) => pb.project(name) },
  instances: {
    one: 'instance',
    // by id, the lookup finds its project
    page: (name, project) => (project ? pb.instance(project, name) : pb.lookupInstance(name)),
    list: pb.instances,
  },
  disks: {
    one: 'disk',
    page: (name, project) => (project ? marked(pb.disks(project), name) : undefined),
    list: pb.disks,
  },
  snapshots: {
    one: 'snapshot',
    page: (name, project) => (project ? marked(pb.snapshots(project), name) : undefined),
    list: pb.snapshots,
  },
  images: { one: 'image', list: pb.projectImages },
  'floating-ips': {
    one: 'floating IP',
    key: 'floating-ip',
    page: (name, project) => (project ? marked(pb.floatingIps(project), name) : undefined),
    list: pb.floatingIps,
  },
  vpcs: {
    one: 'VPC',
    key: 'vpc',
    page: (name, project) => (project ? pb.vpc(project, name) : undefined),
    list: pb.vpcs,
  },
  'vpc-firewall-rules': { one: 'firewall rules', key: 'firewall-rules' },
  silos: { one: 'silo', page: (name) => pb.silo(name) },
  sleds: { one: 'sled', page: (id) => pb.sled(id) },
  'support-bundles': { one: 'support bundle', key: 'support-bundle', page: pb.supportBundle },
}

const singular = (segment: string) => segment.replace(/-/g, ' ').replace(/s$/, '')

// A path of the API's as the console and the CLI send it: plain characters, no dot segment,
// fragment or host. The URL parser reads it the same, at a cost a page of 200 entries notices.
const PLAIN_URI = /^\/(?!\/)([\w\-~%!$&'()*+,;=:@/]*)(?:\?([!"$-~]*))?$/

/** The URI's path (still escaped) and query, or undefined when it is no URI. */
function pathAndQuery(uri: string): { path: string; query: string } | undefined {
  const plain = PLAIN_URI.exec(uri)
  if (plain) return { path: plain[1]!, query: plain[2] ?? '' }
  try {
    const url = new URL(uri, 'http://rack.invalid')
    return { path: url.pathname, query: url.search }
  } catch {
    return undefined
  }
}

/** The resource a URI names: its collection (the API's path segment), its name and project. */
function namedIn(uri: string): { collection: string; name?: string; project?: string } | undefined {
  const parts = pathAndQuery(uri)
  if (!parts) return undefined
  let segments: string[]
  try {
    segments = parts.path.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    // a malformed escape ('%zz'): no resource to name
    return undefined
  }
  if (segments[0] === 'v1') segments.shift()
  if (segments[0] === 'system') segments.shift()
  if (segments[0] === 'hardware') segments.shift()
  const [collection, name] = segments
  if (!collection || collection === 'login' || collection === 'logout') return undefined
  const project = new URLSearchParams(parts.query).get('project') ?? undefined
  return { collection, name, project }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The resources `entries` name by id ('/v1/instances/5eed…/stop'), by collection: the console
 * addresses most resources by id, and the log holds only the URI.
 */
export function idsNamedIn(
  entries: readonly AuditLogEntry[],
): { collection: string; id: string }[] {
  const seen = new Map<string, { collection: string; id: string }>()
  for (const e of entries) {
    const named = namedIn(e.requestUri)
    if (named?.name && UUID.test(named.name))
      seen.set(named.name, { collection: named.collection, id: named.name })
  }
  return [...seen.values()]
}

/** The names (and projects) the console holds for resources named by id, by id. */
export type KnownResources = ReadonlyMap<string, KnownName>

/**
 * The resource a request touched, read off its URI ('/v1/instances/web-1/start?project=shop'):
 * its kind and name (or, for a create, the collection it went into), its project, the keys
 * Activity filters by, and its page. Sign-in and sign-out touch none. A resource named by id
 * that the console holds (`known`) reads by its name, and is found by either.
 */
export function resourceOf(uri: string, known?: KnownResources): Resource | undefined {
  const named = namedIn(uri)
  if (!named) return undefined
  const { collection, name } = named
  let project = named.project
  const kind = KINDS[collection] ?? { one: singular(collection) }
  const key = kind.key ?? kind.one.replace(/ /g, '-')
  // a silo's own parts (its quotas, users, identity providers) are the silo's activity
  if (!name) {
    const projectKeys = project ? [activityKey('project', project)] : []
    const where = project ? ` of ${project}` : ''
    return {
      text: `${collection.replace(/-/g, ' ')}${where}`,
      keys: projectKeys,
      to: project && kind.list?.(project),
    }
  }
  const held = UUID.test(name) ? known?.get(name) : undefined
  project ??= held?.project
  const projectKeys = project ? [activityKey('project', project)] : []
  // the id's key first: a delete by id marks the resource gone for the entries by id
  const keys = [
    activityKey(key, name, named.project),
    ...(held ? [activityKey(key, held.name, project)] : []),
    ...projectKeys,
  ]
  // its page by name needs its project; without one, the page that finds it by id
  const shown = held && (project || !kind.list) ? held.name : name
  return {
    text: `${kind.one} ${held?.name ?? name}${project ? ` (${project})` : ''}`,
    keys: [...new Set(keys)],
    to: kind.page?.(shown, project),
  }
}

/** Keys of the resources a successful delete among `entries` removed: they have no page now. */
function deletedKeys(
  entries: readonly AuditLogEntry[],
  /** the entries' resources, by index */
  resources: readonly (Resource | undefined)[],
): Set<string> {
  const gone = new Set<string>()
  entries.forEach((e, i) => {
    if (e.result.kind !== 'success' || !e.operationId.endsWith('_delete')) return
    const key = resources[i]?.keys[0]
    if (key) gone.add(key)
  })
  return gone
}

// ---- results -------------------------------------------------------------------------------

const RESULT: Record<ResultKind, string> = {
  success: 'OK',
  error: 'Failed',
  unknown: 'Not recorded',
}

export const RESULT_FILTERS: { value: ResultKind; label: string }[] = [
  { value: 'success', label: 'Succeeded' },
  { value: 'error', label: 'Failed' },
  { value: 'unknown', label: 'Not recorded' },
]

/** '400 InvalidRequest: instance is not stopped', '201', or '' when the result was not recorded. */
export function resultDetail(result: AuditLogEntry['result']): string {
  if (result.kind === 'error') {
    const code = result.errorCode ? ` ${result.errorCode}` : ''
    return `${result.httpStatusCode}${code}: ${result.errorMessage}`
  }
  return result.kind === 'success' ? String(result.httpStatusCode) : ''
}

// ---- rows, filter, CSV ---------------------------------------------------------------------

export function auditRows(
  entries: readonly AuditLogEntry[],
  context: ActorContext & { known?: KnownResources },
): AuditRow[] {
  // each entry's URI read once, for what the deletes removed and for its row
  const resources = entries.map((e) => resourceOf(e.requestUri, context.known))
  const gone = deletedKeys(entries, resources)
  return entries.map((entry, i) => {
    const resource = resources[i]
    const kind = entry.result.kind
    return {
      id: entry.id,
      entry,
      actor: actorOf(entry.actor, context),
      operation: operationWords(entry.operationId),
      // a resource deleted within the range has no page to open
      resource:
        resource && resource.keys[0] && gone.has(resource.keys[0])
          ? { ...resource, to: undefined }
          : resource,
      result: labelOf(RESULT, kind),
      resultKind: kind,
    }
  })
}

export type AuditFilter = {
  actor: string
  operation: string
  /** activity keys, space-separated (any of them, exactly), or text the resource's words hold */
  resource: string
  /** a result kind, or '' for any */
  result: string
}

export const NO_FILTER: AuditFilter = { actor: '', operation: '', resource: '', result: '' }

const holds = (haystack: (string | undefined)[], needle: string) =>
  haystack.some((h) => h?.toLowerCase().includes(needle))

/** Whether the row passes every part of the filter that is set (text matches ignore case). */
export function matchesFilter(row: AuditRow, filter: AuditFilter): boolean {
  const actor = filter.actor.trim().toLowerCase()
  if (actor && !holds([row.actor.text, row.actor.id], actor)) return false
  const operation = filter.operation.trim().toLowerCase()
  if (operation && !holds([row.operation, row.entry.operationId], operation)) return false
  const resource = filter.resource.trim()
  if (resource) {
    // Activity's keys ('instance:<id> instance:<project>/<name>'): any of them, exactly
    const keys = resource.split(/\s+/)
    const byKey = keys.every((k) => k.includes(':'))
      ? keys.some((k) => row.resource?.keys.includes(k))
      : holds([row.resource?.text], resource.toLowerCase())
    if (!byKey) return false
  }
  if (filter.result) {
    const known = isKnown(RESULT, row.resultKind)
    // a newer rack's kind of result is none of ours: it passes only the filter for any
    if (!known || row.resultKind !== filter.result) return false
  }
  return true
}

const CSV_HEADER = [
  'Started',
  'Completed',
  'Actor',
  'Actor ID',
  'Operation',
  'Operation ID',
  'Resource',
  'Request URI',
  'Request ID',
  'Source IP',
  'User agent',
  'Access',
  'Result',
  'Status',
  'Error code',
  'Error message',
]

/** One CSV field: quoted when it must be, and a leading formula character defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The rows as CSV (RFC 4180, CRLF line ends, a header row): what the page shows, every field. */
export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = rows.map(({ entry, actor, operation, resource, result }) => {
    const r = entry.result
    return [
      entry.timeStarted.toISOString(),
      entry.timeCompleted.toISOString(),
      actor.text,
      actor.id ?? '',
      operation,
      entry.operationId,
      resource?.text ?? '',
      entry.requestUri,
      entry.requestId,
      entry.sourceIp,
      entry.userAgent ?? '',
      accessOf(entry),
      result,
      r.kind === 'success' || r.kind === 'error' ? String(r.httpStatusCode) : '',
      r.kind === 'error' ? (r.errorCode ?? '') : '',
      r.kind === 'error' ? r.errorMessage : '',
    ]
      .map(csvField)
      .join(',')
  })
  return [CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n'
}
