import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

// A list row's ⋯ menu, as the component suites open and read it.

/** The texts of a menu's items, in order. */
export const menuItemTexts = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)

/** Opens the menu of the row named `label` within `scope`: the menu and its items' texts. */
export async function openRowMenu(user: UserEvent, scope: HTMLElement, label: string) {
  await user.click(await within(scope).findByRole('button', { name: `Row actions for ${label}` }))
  const menu = await screen.findByRole('menu')
  return { menu, items: menuItemTexts(menu) }
}

/** Chooses Copy ID in an open menu, sees it say 'Copied', and answers what the clipboard holds. */
export async function copyIdFrom(user: UserEvent, menu: HTMLElement): Promise<string> {
  await user.click(within(menu).getByRole('menuitem', { name: 'Copy ID' }))
  expect(await within(menu).findByRole('menuitem', { name: 'Copied' })).toBeInTheDocument()
  return navigator.clipboard.readText()
}
