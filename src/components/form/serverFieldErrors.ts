import type { FormikProps, FormikValues } from 'formik'
import { createContext, useContext, useState } from 'react'
import { isApiError } from '~/api/errors'

// A server error that is about one field (a name taken, a block overlapping another subnet) is
// shown at that field, like the form's own checks, not in a banner at the top of a long form.

/** A server error placed at a form field (`path` as formik names it: 'name', 'ports'). */
export type ServerFieldError = { path: string; message: string }

/**
 * Which fields a failed submit's error belongs to, from the error and the values that were sent
 * (looking up what it conflicts with may take a request); none leaves it in the form's banner.
 */
export type ServerFieldMapper<Values> = (
  error: unknown,
  values: Values,
) => ServerFieldError[] | Promise<ServerFieldError[]>

/**
 * Every create and rename form: a name another resource has is the name field's problem
 * ('Subnet name already exists', spec §8).
 */
export function nameTakenError(error: unknown, values: object): ServerFieldError[] {
  if (!isApiError(error) || error.errorCode !== 'ObjectAlreadyExists') return []
  return 'name' in values ? [{ path: 'name', message: error.message }] : []
}

/** The server's field errors on screen, by path: the fields read theirs from here. */
export const ServerFieldErrors = createContext<ReadonlyMap<string, string>>(new Map())

export const useServerFieldError = (path: string) => useContext(ServerFieldErrors).get(path)

const NO_FIELDS: readonly ServerFieldError[] = []
export type SubmitFailure = { banner: string | null; fields: readonly ServerFieldError[] }
const NOTHING: SubmitFailure = { banner: null, fields: NO_FIELDS }

/**
 * A server error belongs to the submit that caused it: it shows while the values are the ones
 * that were sent, and goes with the next change or submit, so a fixed name never sits under a
 * stale 'already exists', and a switch that brings up a field's own error shows that error alone.
 * Formik hands out a new values object on every change (and keeps it when a set changes nothing),
 * so the values' identity tells whether anything changed since.
 */
export function useOwnSubmitFailure<Values extends FormikValues>(
  { values, isSubmitting }: FormikProps<Values>,
  banner: string | null,
  fields: readonly ServerFieldError[] = NO_FIELDS,
): SubmitFailure {
  // the failure as it arrived, with the values on screen then; a submit clears it first
  // (useSubmitError), so even the same message again arrives anew
  const [owner, setOwner] = useState({ failure: NOTHING, values })
  const arrived = owner.failure.banner !== banner || owner.failure.fields !== fields
  if (arrived) setOwner({ failure: { banner, fields }, values })
  if (arrived || isSubmitting || owner.values !== values) return NOTHING
  return owner.failure
}
