import * as yup from 'yup'
import type { FileContent } from '~/components'

export type TrustRootValues = { text: string; file: FileContent | null }

/** The root role as JSON text: the file's when one was picked, else what was pasted. */
export const rootRoleText = (v: TrustRootValues) => (v.file ? v.file.text : v.text).trim()

/** Why the text is not a TUF root role, or undefined when it is one. */
export function rootRoleError(text: string): string | undefined {
  if (!text) return 'Paste a root role or choose its file'
  let role: unknown
  try {
    role = JSON.parse(text)
  } catch {
    return 'The root role must be JSON (root.json of a TUF repository)'
  }
  const r = role as { signed?: { _type?: unknown }; signatures?: unknown } | null
  if (typeof r !== 'object' || r === null || typeof r.signed !== 'object' || r.signed === null)
    return 'The root role has no signed part'
  if (r.signed._type !== 'root') return 'This is not a root role (signed._type must be "root")'
  if (!Array.isArray(r.signatures)) return 'The root role has no signatures'
  return undefined
}

// The message goes to whichever field holds the role: the file when one was picked.
export const trustRootSchema = yup.object({
  text: yup.string().test('root-role', (value, ctx) => {
    const values = ctx.parent as TrustRootValues
    if (values.file) return true
    const error = rootRoleError((value ?? '').trim())
    return error ? ctx.createError({ message: error }) : true
  }),
  file: yup
    .mixed<FileContent>()
    .nullable()
    .test('root-role', (value, ctx) => {
      if (!value) return true
      const error = rootRoleError(value.text.trim())
      return error ? ctx.createError({ message: error }) : true
    }),
})
