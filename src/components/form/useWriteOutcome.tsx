import Link from '@mui/material/Link'
import { useEffect, useRef, useState } from 'react'
import { createPath, Link as RouterLink, type To } from 'react-router-dom'
import { messageOf } from '~/api/errors'
import { outcomeUnknown } from '~/api/reachability'
import { addToast } from '../toast/toastStore'

export type WriteOutcomeOptions<Values, Result> = {
  /** the form's title: heads the toast of a failure that lands after the user left */
  title: string
  /** sends the values; a rejection is the form's to show (useSubmitError), the values stay */
  send: (values: Values) => Promise<Result>
  /** the toast after a success ('Instance web-1 created') */
  successMessage: (result: Result) => string
  /** what the toast links when the user has left the form meanwhile: what was made */
  made?: (result: Result) => To | undefined
  /** with the form still open, after the toast: where the user goes (what was made, the list) */
  onDone: (result: Result) => void
}

/**
 * A write's answer, wherever the user is when it lands (issue 43 §3). With the form still open, a
 * success goes on as the form says; once the user has left it (Cancel, a link, Back) they are not
 * taken back: the toast says what was made and links it, and a failure is a toast too. An answer
 * that never came (the time limit, a lost connection, a proxy's) is `unanswered`: the server may
 * have done it, so the form says to check the list before sending it again.
 */
export function useWriteOutcome<Values, Result>({
  title,
  send,
  successMessage,
  made,
  onDone,
}: WriteOutcomeOptions<Values, Result>) {
  // the request is in flight: the submit button shows it
  const [sending, setSending] = useState(false)
  const [unanswered, setUnanswered] = useState(false)
  const open = useRef(false)
  useEffect(() => {
    open.current = true
    return () => {
      open.current = false
    }
  }, [])

  const run = async (values: Values): Promise<void> => {
    setSending(true)
    setUnanswered(false)
    let result: Result
    try {
      result = await send(values)
    } catch (error) {
      if (!open.current)
        return void addToast({ variant: 'error', title, content: messageOf(error) })
      setUnanswered(outcomeUnknown(error))
      throw error
    } finally {
      if (open.current) setSending(false)
    }
    if (!open.current) {
      const to = made?.(result)
      return void addToast({
        content: successMessage(result),
        ...(to !== undefined && {
          cta: { text: 'View', link: typeof to === 'string' ? to : createPath(to) },
        }),
      })
    }
    addToast({ content: successMessage(result) })
    onDone(result)
  }

  return { sending, unanswered, run }
}

/**
 * After an answer that never came: the list that would show the change, in a new tab, so what was
 * typed here stays for a second try.
 */
export function CheckListLink({ to }: { to: To }) {
  return (
    <Link component={RouterLink} to={to} target="_blank" rel="noopener">
      Open the list in a new tab
    </Link>
  )
}
