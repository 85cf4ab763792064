import * as yup from 'yup'
import type {
  BgpPeer,
  LinkFec,
  LinkSpeed,
  SwitchPortGeometry,
  SwitchPortSettingsCreate,
} from '~/api/generated/types'
import { parseIp, parseIpNet } from '~/util/ip'
import {
  descriptionSchema,
  hasDuplicates,
  nameError,
  nameSchema,
  requiredMessage,
  UNIQUE_ITEMS_MESSAGE,
} from '~/util/validation'
import { isAsn, isMtu, isVlan, NUMBER_MESSAGES } from '../numbers'

// Formik hands yup an emptied text field as undefined: text is read through `t()`.
const t = (s: string | undefined) => (s ?? '').trim()

export type LinkItem = {
  linkName: string
  speed: LinkSpeed
  mtu: string
  fec: LinkFec | ''
  autoneg: boolean
  lldp: boolean
}
export type AddressItem = { linkName: string; lot: string; address: string; vlan: string }
export type RouteItem = { linkName: string; dst: string; gw: string; vlan: string }
/**
 * A numbered peer is reached at its address; an unnumbered one is found on the link by IPv6
 * router advertisements, valid for the router lifetime (seconds).
 */
export type PeerItem = {
  linkName: string
  bgpConfig: string
  type: 'numbered' | 'unnumbered'
  addr: string
  routerLifetime: string
  remoteAsn: string
}

export type PortSettingsFormValues = {
  name: string
  description: string
  geometry: SwitchPortGeometry
  links: LinkItem[]
  linkDraft: LinkItem
  addresses: AddressItem[]
  addressDraft: AddressItem
  routes: RouteItem[]
  routeDraft: RouteItem
  peers: PeerItem[]
  peerDraft: PeerItem
}

export const emptyLink = (): LinkItem => ({
  linkName: '',
  speed: 'speed100_g',
  mtu: '1500',
  fec: '',
  autoneg: false,
  lldp: true,
})
const emptyAddress = (): AddressItem => ({ linkName: '', lot: '', address: '', vlan: '' })
const emptyRoute = (): RouteItem => ({ linkName: '', dst: '', gw: '', vlan: '' })
/** The router lifetime offered for an unnumbered peer: IPv6's default advertisement lifetime. */
const ROUTER_LIFETIME_DEFAULT = '1800'
export const ROUTER_LIFETIME_MAX = 9000

const emptyPeer = (): PeerItem => ({
  linkName: '',
  bgpConfig: '',
  type: 'numbered',
  addr: '',
  routerLifetime: ROUTER_LIFETIME_DEFAULT,
  remoteAsn: '',
})
export const EMPTY_DRAFTS = {
  linkDraft: emptyLink,
  addressDraft: emptyAddress,
  routeDraft: emptyRoute,
  peerDraft: emptyPeer,
} as const

export const blankPortSettings: PortSettingsFormValues = {
  name: '',
  description: '',
  geometry: 'qsfp28x1',
  links: [],
  linkDraft: emptyLink(),
  addresses: [],
  addressDraft: emptyAddress(),
  routes: [],
  routeDraft: emptyRoute(),
  peers: [],
  peerDraft: emptyPeer(),
}

export const PORT_MESSAGES = {
  noLinks: 'Add at least one link',
  unknownLink: 'Name a link added above',
} as const

type ListKey = 'links' | 'addresses' | 'routes' | 'peers'
type DraftKey = keyof typeof EMPTY_DRAFTS

type DraftError = { path: string; message: string } | undefined

const vlanError = (vlan: string | undefined, path: string): DraftError =>
  t(vlan) && !isVlan(t(vlan)) ? { path, message: NUMBER_MESSAGES.vlan } : undefined

const linkOf = (name: string | undefined, links: readonly LinkItem[]): DraftError =>
  !t(name)
    ? { path: 'linkName', message: requiredMessage('Link') }
    : links.some((l) => l.linkName === t(name))
      ? undefined
      : { path: 'linkName', message: PORT_MESSAGES.unknownLink }

const dup = (items: readonly object[], item: object): DraftError =>
  hasDuplicates([...items, item]) ? { path: 'linkName', message: UNIQUE_ITEMS_MESSAGE } : undefined

export function linkError(d: LinkItem, v: PortSettingsFormValues): DraftError {
  const name = t(d.linkName)
  if (!name) return { path: 'linkName', message: requiredMessage('Link name') }
  const bad = nameError(name)
  if (bad) return { path: 'linkName', message: bad }
  if (!isMtu(t(d.mtu))) return { path: 'mtu', message: NUMBER_MESSAGES.mtu }
  if (v.links.some((l) => l.linkName === name))
    return { path: 'linkName', message: UNIQUE_ITEMS_MESSAGE }
  return undefined
}

export function addressError(d: AddressItem, v: PortSettingsFormValues): DraftError {
  const net = parseIpNet(t(d.address))
  return (
    linkOf(d.linkName, v.links) ??
    (d.lot ? undefined : { path: 'lot', message: requiredMessage('Address lot') }) ??
    (t(d.address) ? undefined : { path: 'address', message: requiredMessage('Address') }) ??
    (net.type === 'error' ? { path: 'address', message: net.message } : undefined) ??
    vlanError(d.vlan, 'vlan') ??
    dup(v.addresses, itemOf(d))
  )
}

export function routeError(d: RouteItem, v: PortSettingsFormValues): DraftError {
  const dst = parseIpNet(t(d.dst))
  const gw = parseIp(t(d.gw))
  return (
    linkOf(d.linkName, v.links) ??
    (t(d.dst) ? undefined : { path: 'dst', message: requiredMessage('Destination') }) ??
    (dst.type === 'error' ? { path: 'dst', message: dst.message } : undefined) ??
    (t(d.gw) ? undefined : { path: 'gw', message: requiredMessage('Gateway') }) ??
    (gw.type === 'error' ? { path: 'gw', message: gw.message } : undefined) ??
    vlanError(d.vlan, 'vlan') ??
    dup(v.routes, itemOf(d))
  )
}

function peerAddressError(d: PeerItem): DraftError {
  if (d.type === 'unnumbered') {
    const lifetime = t(d.routerLifetime)
    if (!lifetime) return { path: 'routerLifetime', message: requiredMessage('Router lifetime') }
    return /^\d+$/.test(lifetime) && Number(lifetime) <= ROUTER_LIFETIME_MAX
      ? undefined
      : {
          path: 'routerLifetime',
          message: `Router lifetime must be a whole number of seconds from 0 to ${ROUTER_LIFETIME_MAX}`,
        }
  }
  const addr = parseIp(t(d.addr))
  return (
    (t(d.addr) ? undefined : { path: 'addr', message: requiredMessage('Peer address') }) ??
    (addr.type === 'error' ? { path: 'addr', message: addr.message } : undefined)
  )
}

export function peerError(d: PeerItem, v: PortSettingsFormValues): DraftError {
  return (
    linkOf(d.linkName, v.links) ??
    (d.bgpConfig ? undefined : { path: 'bgpConfig', message: requiredMessage('BGP config') }) ??
    peerAddressError(d) ??
    (t(d.remoteAsn) && !isAsn(t(d.remoteAsn))
      ? { path: 'remoteAsn', message: NUMBER_MESSAGES.asn }
      : undefined) ??
    // one unnumbered peer a link: nothing else tells two apart
    (d.type === 'unnumbered' &&
    v.peers.some((p) => p.type === 'unnumbered' && p.linkName === d.linkName)
      ? { path: 'linkName', message: `${d.linkName} already has an unnumbered peer` }
      : undefined) ??
    dup(v.peers, itemOf(d))
  )
}

/** An item as added: its text fields trimmed. */
export function itemOf<T extends object>(draft: T): T {
  return Object.fromEntries(
    Object.entries(draft).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
  ) as T
}

/** Whether any text of a draft was written (a default like the MTU's does not count). */
const written = (d: object, defaults: object) =>
  Object.entries(d).some(
    ([k, x]) =>
      typeof x === 'string' && t(x) !== '' && x !== (defaults as Record<string, unknown>)[k],
  )

type Check = (d: never, v: PortSettingsFormValues) => DraftError

const DRAFTS: { draft: DraftKey; list: ListKey; check: Check }[] = [
  { draft: 'linkDraft', list: 'links', check: linkError as Check },
  { draft: 'addressDraft', list: 'addresses', check: addressError as Check },
  { draft: 'routeDraft', list: 'routes', check: routeError as Check },
  { draft: 'peerDraft', list: 'peers', check: peerError as Check },
]

/**
 * The values with every draft left written added to its list (links first, so the others may
 * name a link still being written): what the user sees is what is sent.
 */
export function withDrafts(v: PortSettingsFormValues): PortSettingsFormValues {
  let next = v
  for (const { draft, list, check } of DRAFTS) {
    const d = next[draft]
    // eslint-disable-next-line no-restricted-syntax -- each DRAFTS entry pairs a draft with its own check; the loop's union of drafts cannot say which
    if (!written(d, EMPTY_DRAFTS[draft]()) || check(d as never, next)) continue
    next = { ...next, [list]: [...next[list], itemOf(d)], [draft]: EMPTY_DRAFTS[draft]() }
  }
  return next
}

/** A draft left written is checked like the item it becomes, its message at its field. */
const draftSchema = (draft: DraftKey) =>
  yup.mixed().test('draft', function (d) {
    const entry = DRAFTS.find((x) => x.draft === draft)!
    if (!written(d as object, EMPTY_DRAFTS[draft]())) return true
    const values = this.parent as PortSettingsFormValues
    // the links a draft may name include a link draft that is itself good
    // eslint-disable-next-line no-restricted-syntax -- each DRAFTS entry pairs a draft with its own check; the loop's union of drafts cannot say which
    const error = entry.check(d as never, draft === 'linkDraft' ? values : withLinkDraft(values))
    return error
      ? this.createError({ path: `${draft}.${error.path}`, message: error.message })
      : true
  })

const withLinkDraft = (v: PortSettingsFormValues) => {
  const d = v.linkDraft
  return written(d, EMPTY_DRAFTS.linkDraft()) && !linkError(d, v)
    ? { ...v, links: [...v.links, itemOf(d)] }
    : v
}

export const portSettingsSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  links: yup.array().test('some', PORT_MESSAGES.noLinks, function (links) {
    return (
      (links?.length ?? 0) > 0 ||
      withLinkDraft(this.parent as PortSettingsFormValues).links.length > 0
    )
  }),
  linkDraft: draftSchema('linkDraft'),
  addressDraft: draftSchema('addressDraft'),
  routeDraft: draftSchema('routeDraft'),
  peerDraft: draftSchema('peerDraft'),
})

const vid = (s: string) => (t(s) ? Number(t(s)) : null)
/** The items grouped by their link, in the order their links first come: the API's per-link lists. */
function byLink<T extends { linkName: string }, K extends string, R>(
  items: readonly T[],
  key: K,
  map: (i: T) => R,
): ({ linkName: string } & Record<K, R[]>)[] {
  const groups = new Map<string, R[]>()
  for (const i of items) {
    const group = groups.get(i.linkName) ?? []
    groups.set(i.linkName, [...group, map(i)])
  }
  // a computed key widens to a string index: the group has exactly `key`
  return [...groups].map(
    ([linkName, list]) => ({ linkName, [key]: list }) as Record<K, R[]> & { linkName: string },
  )
}

/** Peer timers as the API's defaults have them (seconds); the form sets the rest. */
const PEER_DEFAULTS = {
  allowedExport: { type: 'no_filtering' },
  allowedImport: { type: 'no_filtering' },
  communities: [],
  connectRetry: 3,
  delayOpen: 0,
  enforceFirstAs: false,
  holdTime: 6,
  idleHoldTime: 3,
  keepalive: 2,
} as const

/** The create body: one primary interface per link; addresses, routes, peers grouped by link. */
export const toPortSettingsCreate = (values: PortSettingsFormValues): SwitchPortSettingsCreate =>
  bodyOf(withDrafts(values))

const bodyOf = (v: PortSettingsFormValues): SwitchPortSettingsCreate => ({
  name: v.name,
  description: v.description,
  portConfig: { geometry: v.geometry },
  links: v.links.map((l) => ({
    linkName: l.linkName,
    speed: l.speed,
    mtu: Number(l.mtu),
    fec: l.fec || null,
    autoneg: l.autoneg,
    lldp: { enabled: l.lldp },
  })),
  interfaces: v.links.map((l) => ({
    linkName: l.linkName,
    v6Enabled: false,
    kind: { type: 'primary' },
  })),
  addresses: byLink(v.addresses, 'addresses', (a) => ({
    address: a.address,
    addressLot: a.lot,
    vlanId: vid(a.vlan),
  })),
  routes: byLink(v.routes, 'routes', (r) => ({
    dst: r.dst,
    gw: r.gw,
    vid: vid(r.vlan),
  })),
  bgpPeers: byLink(v.peers, 'peers', (p): BgpPeer => ({
    ...PEER_DEFAULTS,
    allowedExport: { type: 'no_filtering' },
    allowedImport: { type: 'no_filtering' },
    communities: [],
    addr:
      p.type === 'numbered'
        ? { type: 'numbered', ip: p.addr }
        : { type: 'unnumbered', routerLifetime: Number(p.routerLifetime) },
    bgpConfig: p.bgpConfig,
    remoteAsn: p.remoteAsn ? Number(p.remoteAsn) : null,
  })),
})
