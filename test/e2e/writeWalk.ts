import type { Locator, Page, Route } from '@playwright/test'
import { requestBodyProblems, operationOf } from './requestBodies'

// What the write walk (write-walk.api.spec.ts) needs around Prism: a record of every API
// exchange, and the few answers a form cannot work from when they are Prism's random data.

export type Exchange = {
  /** the contract's operation id (as src/api/generated names it), or the method and path */
  operation: string
  method: string
  url: string
  status: number
  /** the body the console sent, if any */
  sent?: string
  /** what Prism answered, for a refused request */
  answer?: string
  /** Prism's list of what it found wrong (its sl-violations header), when it gives one */
  violations?: string
}

/**
 * Every API request the page makes and its answer, from now on. `refused()` is each exchange
 * Prism answered 422 (a body, query or path the contract does not allow), with the body sent,
 * Prism's answer and its list of violations.
 */
export function recordApi(page: Page) {
  const exchanges: Exchange[] = []
  const reading: Promise<void>[] = []
  page.on('response', (response) => {
    const request = response.request()
    const { pathname } = new URL(request.url())
    if (!pathname.startsWith('/v1/')) return
    const exchange: Exchange = {
      operation: operationOf(request.method(), pathname)?.id ?? `${request.method()} ${pathname}`,
      method: request.method(),
      url: request.url(),
      status: response.status(),
    }
    exchanges.push(exchange)
    exchange.sent = request.postData() ?? undefined
    if (exchange.status !== 422) return
    exchange.violations = response.headers()['sl-violations']
    reading.push(
      response.text().then(
        (text) => void (exchange.answer = text),
        () => void (exchange.answer = '(the answer could not be read)'),
      ),
    )
  })
  return {
    exchanges,
    async refused(): Promise<Exchange[]> {
      await Promise.all(reading.splice(0))
      return exchanges.filter((e) => e.status === 422)
    },
  }
}

/** What the contract's request schema says of the body an exchange sent; [] when it matches. */
function contractProblems(e: Exchange): string[] {
  if (e.sent === undefined) return []
  let body: unknown
  try {
    body = JSON.parse(e.sent)
  } catch {
    return [] // not JSON (an upload's bytes): the contract gives it no schema to check
  }
  return requestBodyProblems([{ method: e.method, url: e.url, body }]).map((p) =>
    p.replace(/^\S+ \S+: /, '').trim(),
  )
}

/**
 * The properties of a body Prism took that the contract does not define. Prism accepts them (the
 * API ignores them), so a field the API renamed would otherwise pass silently: a floating IP's
 * pool the API no longer reads. Only those: a value out of the contract's range in a body Prism
 * took is Prism's own data sent back (a firewall rule list keeps the other rules as read).
 */
export const unreadProperties = (e: Exchange) =>
  e.status === 422 ? [] : contractProblems(e).filter((p) => / is not in \w+$/.test(p))

/** At most `max` characters of a body, for a message a reader can take in. */
export const excerpt = (text: string | undefined, max = 1500) =>
  text === undefined
    ? '(no body)'
    : text.length > max
      ? `${text.slice(0, max)}… (${text.length} characters)`
      : text

/**
 * One refused exchange in words: the operation, what was sent, what the contract's request schema
 * says of it, and what Prism answered. Prism's 422 body is its random rendering of the contract's
 * error schema, so the schema's own check is what names the field.
 */
export function describeRefusal(e: Exchange): string {
  return [
    `${e.operation} (${e.method} ${new URL(e.url).pathname}${new URL(e.url).search}) answered 422`,
    `  sent: ${excerpt(e.sent)}`,
    ...contractProblems(e).map((p) => `  contract: ${p}`),
    ...(e.violations ? [`  Prism's violations: ${e.violations}`] : []),
    `  Prism's answer: ${e.answer ?? ''}`,
  ].join('\n')
}

// Prism's random ids of the signed-in user and its policies never meet, so every form would
// stand behind the role gate ('Only a silo collaborator or admin can …'). The user's groups
// and the silo's and fleet's policies are answered here: one group, admin of both.
const WALK_GROUP = '0a11ce00-0000-4000-8000-00000000a11c'
const WALK_SILO = '0a11ce00-0000-4000-8000-000000005110'
const STAMP = '2026-01-01T00:00:00Z'

const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })

/** The signed-in user is a silo admin and a fleet admin, through a group of theirs. */
export async function signedInAsAdmin(page: Page) {
  const admin = {
    role_assignments: [
      { identity_id: WALK_GROUP, identity_type: 'silo_group', role_name: 'admin' },
    ],
  }
  await page.route(/\/v1\/me\/groups(\?|$)/, (route) =>
    json(route, {
      items: [
        {
          id: WALK_GROUP,
          display_name: 'write-walk-admins',
          silo_id: WALK_SILO,
          time_created: STAMP,
          time_modified: STAMP,
        },
      ],
      next_page: null,
    }),
  )
  await page.route(/\/v1\/(system\/)?policy(\?|$)/, (route) =>
    route.request().method() === 'GET' ? json(route, admin) : route.fallback(),
  )
}

/** An item of a list as Prism answers it: the contract's JSON. */
export type Item = Record<string, unknown>

type Usable = {
  /**
   * One item for an empty list: from a GET answering one resource (Prism's shape of it; `pick`
   * takes it out of an answer that holds more), or the item itself where no GET answers one.
   */
  one: { get: string; pick?: (answer: Item) => Item } | { item: Item }
  /** makes an item usable (a disk detached); each of Prism's items goes through it */
  fix?: (item: Item) => Item
  /** the operation answers a bare array, not a page */
  bare?: boolean
}

/**
 * A list GET answered with Prism's own items made usable by `fix` (a disk detached), as one
 * page; when Prism's list is empty, with `one` item made usable. So a picker always has a valid
 * choice whatever the seed, and each item is still the contract's shape as Prism makes it.
 */
export async function answerListWithUsable(
  page: Page,
  list: RegExp,
  { one, fix = (item) => item, bare = false }: Usable,
) {
  await page.route(list, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const answer = (await (await route.fetch()).json()) as Item[] | { items?: Item[] }
    let items = (Array.isArray(answer) ? answer : answer.items) ?? []
    if (items.length === 0) {
      if ('item' in one) items = [one.item]
      else {
        const url = new URL(one.get, route.request().url()).href
        const single = (await (await route.fetch({ url })).json()) as Item
        items = [one.pick ? one.pick(single) : single]
      }
    }
    items = items.map(fix)
    await json(route, bare ? items : { items, next_page: null })
  })
}

/**
 * Why a form did not send: the messages it shows, as a user reads them (its error banner and the
 * messages under fields in error).
 */
export async function formErrors(form: Locator): Promise<string[]> {
  const shown = await form
    .locator('[role="alert"], .MuiAlert-message, .MuiFormHelperText-root.Mui-error')
    .allInnerTexts()
  return [...new Set(shown.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean))]
}
