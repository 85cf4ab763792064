import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/**
 * Opens a form's 'Request' (if closed) and reads what it shows now: method, path with its query,
 * and the body parsed.
 */
export async function shownRequest(user: UserEvent) {
  const toggle = screen.getByRole('button', { name: 'Request' })
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle)
  const region = screen.getByRole('region', { name: 'Request' })
  const text = (name: string) =>
    within(region).getByRole('heading', { name }).parentElement?.nextElementSibling?.textContent
  const endpoint = await waitFor(() => {
    const shown = text('Endpoint')
    if (shown === undefined || shown === null) throw new Error('no request shown yet')
    return shown
  })
  const [method, url] = endpoint.split(' ')
  return { method, url, body: JSON.parse(text('Body') ?? 'null') as unknown }
}
