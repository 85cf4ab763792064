// Numbers of the operator's network with the limits the API and the switches keep. The spec gives
// no words for these; each message says what to enter.

const WHOLE = /^(0|[1-9][0-9]*)$/

const MAX_U32 = 4_294_967_295
export const MIN_VLAN = 1
export const MAX_VLAN = 4094
/** What the rack's switches take on a link (Ethernet's 1500 up to jumbo frames). */
export const MIN_MTU = 1280
export const MAX_MTU = 9216
/** How many equal-cost best paths BGP may use at once (the API's MaxPathConfig). */
export const MIN_MAX_PATHS = 1
export const MAX_MAX_PATHS = 32

export const NUMBER_MESSAGES = {
  asn: `ASN must be a whole number from 0 to ${MAX_U32}`,
  vlan: `VLAN ID must be a whole number from ${MIN_VLAN} to ${MAX_VLAN}`,
  mtu: `MTU must be a whole number from ${MIN_MTU} to ${MAX_MTU}`,
  mask: (max: number) => `Prefix length must be a whole number from 0 to ${max}`,
  maxPaths: `Maximum paths must be a whole number from ${MIN_MAX_PATHS} to ${MAX_MAX_PATHS}`,
} as const

/** A whole number written without sign, leading zeros or spaces around, within [min, max]. */
export function wholeIn(text: string, min: number, max: number): number | undefined {
  const t = text.trim()
  if (!WHOLE.test(t)) return undefined
  const n = Number(t)
  return n >= min && n <= max ? n : undefined
}

export const isAsn = (text: string) => wholeIn(text, 0, MAX_U32) !== undefined
export const isVlan = (text: string) => wholeIn(text, MIN_VLAN, MAX_VLAN) !== undefined
export const isMtu = (text: string) => wholeIn(text, MIN_MTU, MAX_MTU) !== undefined
export const isMaxPaths = (text: string) =>
  wholeIn(text, MIN_MAX_PATHS, MAX_MAX_PATHS) !== undefined
