import { useState } from 'react'
import { messageOf } from '~/api/errors'
import type { ServerFieldError, ServerFieldMapper } from './serverFieldErrors'

const NO_FIELDS: readonly ServerFieldError[] = []

/**
 * Wraps a form's submit action: a failure becomes the message SideModalForm shows (from the
 * error catalogue), and the form keeps what the user typed. Cleared on each new attempt. With
 * `toFields`, the parts of a failure that belong at fields are placed there (`fieldErrors`, one
 * array per failure) and the banner stays empty.
 */
export function useSubmitError<Values>(
  action: (values: Values) => Promise<void>,
  toFields?: ServerFieldMapper<Values>,
) {
  const [failure, setFailure] = useState<{
    message: string
    fields: readonly ServerFieldError[]
  } | null>(null)
  /** Resolves whether the action succeeded (SideModalForm then forgets kept values). */
  const onSubmit = async (values: Values): Promise<boolean> => {
    setFailure(null)
    try {
      await action(values)
      return true
    } catch (e) {
      // finding what a refusal is about must not lose the refusal itself
      const fields = await Promise.resolve(toFields?.(e, values) ?? []).catch(() => [])
      setFailure({ message: messageOf(e), fields: fields.length ? fields : NO_FIELDS })
      return false
    }
  }
  return {
    /** the banner's message: the failure, unless it was placed at fields */
    submitError: failure && failure.fields.length === 0 ? failure.message : null,
    fieldErrors: failure?.fields ?? NO_FIELDS,
    onSubmit,
  }
}
