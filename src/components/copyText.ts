import { announce } from './announcer/announce'
import { addToast } from './toast/toastStore'

/**
 * Puts `text` on the clipboard and announces 'Copied'; true when it worked. Clipboard access can
 * be refused (permissions, insecure origin): that says so in an error toast, never silently.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    addToast({ variant: 'error', title: 'Could not copy', content: 'Copy the text by hand.' })
    return false
  }
  announce('Copied')
  return true
}
