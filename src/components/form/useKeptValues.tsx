import Alert from '@mui/material/Alert'
import type { FormikProps, FormikValues } from 'formik'
import { useCallback, useEffect, useRef, useState } from 'react'
import { announce } from '../announcer/announce'
import { clearKept, currentRoute, formKey, readKept, registerKeeper, writeKept } from './keptValues'

export const RESTORED_NOTE = 'Restored what you had typed'

export type KeptValuesOptions = {
  /** names the form among others on the same route (its title: 'Create instance') */
  form: string
  /**
   * Fields never written to storage, beyond those secret by name (password, key, token, secret):
   * a password's confirmation, user data that may carry credentials.
   */
  secretFields?: readonly string[]
  /** The values were written: the redirect to sign in loses nothing (the discard guard's release). */
  onKept?: () => void
}

export type KeptValues = {
  /** the form came back with what the user had typed: show RestoredNote */
  restored: boolean
  dismissNote: () => void
  /** After a success: nothing is kept for this form any more, even if a 401 follows. */
  settle: () => void
}

/**
 * Nothing typed is lost to a sign-in: while the form is mounted, a lost session (any 401 that
 * sends the user to sign in, usually the submit's) first writes its changed values, secrets left
 * out, under the route; the same form on the same route restores them once, over its real initial
 * values, so the form is dirty and leaving it still asks. Leaving any other way (a success,
 * Cancel, Discard) forgets them. Call it inside the form's Formik.
 */
export function useKeptValues<Values extends FormikValues>(
  formik: FormikProps<Values>,
  { form: title, secretFields = [], onKept }: KeptValuesOptions,
): KeptValues {
  // read once, before any effect (StrictMode's second effect pass has cleared the storage)
  const [route] = useState(currentRoute)
  const [form] = useState(() => formKey(title, formik.initialValues))
  const [kept] = useState(() => readKept(route, form, formik.initialValues))
  const [noteOpen, setNoteOpen] = useState(kept !== null)

  const restoredOnce = useRef(false)
  const { setValues } = formik
  useEffect(() => {
    if (!kept || restoredOnce.current) return
    restoredOnce.current = true
    void setValues(kept)
    announce(RESTORED_NOTE, 'polite')
  }, [kept, setValues])

  // the latest values and whether they differ, for a keeper that runs outside React
  const latest = useRef({ values: formik.values, dirty: formik.dirty })
  useEffect(() => {
    latest.current = { values: formik.values, dirty: formik.dirty }
  }, [formik.values, formik.dirty])

  const settled = useRef(false)
  const options = useRef({ secretFields, onKept })
  useEffect(() => {
    options.current = { secretFields, onKept }
  })
  useEffect(() => {
    let keptForSignIn = false
    const unregister = registerKeeper(() => {
      const { values, dirty } = latest.current
      if (settled.current || !dirty) return
      keptForSignIn = writeKept(currentRoute(), form, values, options.current.secretFields)
      if (keptForSignIn) options.current.onKept?.()
    })
    return () => {
      unregister()
      // gone for any other reason than a sign-in: what was kept has served (or was discarded)
      if (!keptForSignIn) clearKept(route, form)
    }
  }, [route, form])

  const settle = useCallback(() => {
    settled.current = true
    clearKept(route, form)
  }, [route, form])
  const dismissNote = useCallback(() => setNoteOpen(false), [])
  return { restored: noteOpen, dismissNote, settle }
}

/** At the top of a restored form; the announcement went out politely when it was restored. */
export function RestoredNote({ kept }: { kept: KeptValues }) {
  if (!kept.restored) return null
  return (
    // not a live region: the announcer has said it once, and an alert role would interrupt
    <Alert severity="info" role="note" onClose={kept.dismissNote}>
      {RESTORED_NOTE}
    </Alert>
  )
}
