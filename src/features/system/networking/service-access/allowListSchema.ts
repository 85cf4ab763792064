// Formik hands yup an emptied text field as undefined, so text is read through `?? ''` below.
import * as yup from 'yup'
import type { AllowedSourceIps } from '~/api/generated/types'
import { parseIp, parseIpNet } from '~/util/ip'
import { hasDuplicates, UNIQUE_ITEMS_MESSAGE } from '~/util/validation'

export type AllowListFormValues = {
  allow: 'any' | 'list'
  ips: string[]
  /** the entry being written; left filled in, it is part of the list */
  draft: string
}

export const ALLOW_MESSAGES = {
  empty: 'Add at least one address or network, or allow any source',
} as const

/**
 * An entry as the API takes it (a network): '192.0.2.7' stands for '192.0.2.7/32'. A bare
 * address that does not parse says so; with a '/', the §5 CIDR messages.
 */
export function entryOf(text: string): { net: string } | { error: string } {
  const t = (text ?? '').trim()
  if (!t.includes('/')) {
    const ip = parseIp(t)
    if (ip.type === 'error') return { error: ip.message }
    return { net: `${t}/${ip.type === 'v4' ? 32 : 128}` }
  }
  const net = parseIpNet(t)
  return net.type === 'error' ? { error: net.message } : { net: t }
}

export function entryError(text: string, items: readonly string[]): string | undefined {
  const entry = entryOf(text)
  if ('error' in entry) return entry.error
  return hasDuplicates([...items, entry.net]) ? UNIQUE_ITEMS_MESSAGE : undefined
}

const draftFilled = (v: AllowListFormValues) => (v.draft ?? '').trim() !== ''

export const allowListSchema = yup.object({
  allow: yup.string().oneOf(['any', 'list']).required(),
  ips: yup
    .array()
    .test('unique', UNIQUE_ITEMS_MESSAGE, (items) => !items || !hasDuplicates(items))
    .test('some', ALLOW_MESSAGES.empty, function (items) {
      const v = this.parent as AllowListFormValues
      return v.allow === 'any' || (items?.length ?? 0) > 0 || draftFilled(v)
    }),
  draft: yup.string().test('entry', function (value) {
    const v = this.parent as AllowListFormValues
    if (v.allow === 'any' || !draftFilled(v)) return true
    const error = entryError(value ?? '', v.ips)
    return error ? this.createError({ message: error }) : true
  }),
})

/** The body: any source, or the list with a draft left filled in. */
export function toAllowed(v: AllowListFormValues): AllowedSourceIps {
  if (v.allow === 'any') return { allow: 'any' }
  const draft = draftFilled(v) ? entryOf(v.draft) : undefined
  const extra = draft && 'net' in draft ? [draft.net] : []
  return { allow: 'list', ips: [...v.ips, ...extra] }
}

export const valuesOf = (allowed: AllowedSourceIps): AllowListFormValues =>
  allowed.allow === 'any'
    ? { allow: 'any', ips: [], draft: '' }
    : { allow: 'list', ips: [...allowed.ips], draft: '' }
