import { messageOf } from '~/api/errors'
import { addToast } from '~/components'
import { ActionRefused } from '~/state/machines'

/**
 * Runs a row action's request and reports it with a toast: success with `done`, failure with
 * `errorTitle` and the API's message. A refusal by the state machine already showed its own
 * toast and sent nothing, so it is ignored here.
 */
export function report(request: Promise<unknown>, done: string, errorTitle: string) {
  void request.then(
    () => addToast({ content: done }),
    (error: unknown) => {
      if (error instanceof ActionRefused) return
      addToast({ variant: 'error', title: errorTitle, content: messageOf(error) })
    },
  )
}

/**
 * For a confirm dialog's action: the dialog toasts a failure itself, but a refusal by the state
 * machine has already said why (and sent nothing), so it must not be reported twice.
 */
export async function unlessRefused(request: Promise<unknown>): Promise<boolean> {
  try {
    await request
    return true
  } catch (error) {
    if (error instanceof ActionRefused) return false
    throw error
  }
}
