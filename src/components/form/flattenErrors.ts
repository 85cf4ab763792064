import type { FormikErrors } from 'formik'

export type FieldError = { path: string; message: string }

/** Formik nests errors like its values; the summary and announcements want a flat list. */
export function flattenErrors(
  errors: FormikErrors<unknown> | string | undefined,
  path = '',
): FieldError[] {
  if (!errors) return []
  if (typeof errors === 'string') return [{ path, message: errors }]
  return Object.entries(errors).flatMap(([key, value]) =>
    flattenErrors(
      value as FormikErrors<unknown> | string | undefined,
      path ? `${path}.${key}` : key,
    ),
  )
}
