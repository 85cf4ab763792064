import { useState, type ReactNode } from 'react'
import { messageOf } from '~/api/errors'
import { addToast } from '../toast/toastStore'
import { ShownOnceDialog, type ShownOnceText } from './ShownOnceDialog'

/**
 * Making a secret the API shows once (a SCIM token, a webhook secret): `start` runs `make`, which
 * answers the value, and the dialog shows it until Done. The value lives only in this state while
 * the dialog is open; a refusal is a toast under `errorTitle`, and nothing is shown.
 */
export function useShownOnce(
  make: () => Promise<string>,
  errorTitle: string,
  text: ShownOnceText,
): { making: boolean; start: () => void; dialog: ReactNode } {
  const [making, setMaking] = useState(false)
  const [value, setValue] = useState<string | null>(null)
  const start = async () => {
    setMaking(true)
    try {
      setValue(await make())
    } catch (error) {
      addToast({ variant: 'error', title: errorTitle, content: messageOf(error) })
    } finally {
      setMaking(false)
    }
  }
  return {
    making,
    start: () => void start(),
    dialog: value !== null && (
      <ShownOnceDialog {...text} value={value} onDone={() => setValue(null)} />
    ),
  }
}
