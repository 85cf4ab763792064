import { expect, test } from './fixtures'
import { signIn, SILO, startSignedOut } from './util'

// What a first week of real use found (issue 24), each as the user's steps: a user with only a
// project role gets to their project; the two utilization pages agree with the API; a focused
// button can be seen; a port over 65535 is refused at the chip; jump-to finds another area's page.

test('a user with only a project role gets from /projects to their project', async ({ page }) => {
  // Ravi (seeded) is admin of payments-prod and has no role on the silo
  await startSignedOut(page)
  await page.goto(`/login/${SILO}/local?redirect_uri=%2Fprojects`)
  await signIn(page, { username: 'ravi', password: 'night shift' })
  await expect(page).toHaveURL('/projects')
  await expect(page.getByText(`You have no role on the silo ${SILO}`)).toBeVisible()
  await expect(page.getByText('Something went wrong')).toBeHidden()

  await page.getByRole('textbox', { name: 'Project name' }).fill('payments-prod')
  await page.getByRole('button', { name: 'Open project' }).click()
  await expect(page).toHaveURL('/projects/payments-prod/instances')
  await expect(page.getByRole('heading', { name: 'Instances', exact: true })).toBeVisible()

  // back on /projects, the project is offered among the ones opened in this browser
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Projects' })
    .click()
  const recent = page.getByRole('list', { name: 'Recently opened projects' })
  await recent.getByRole('link', { name: 'payments-prod' }).click()
  await expect(page).toHaveURL('/projects/payments-prod/instances')
})

test("the silo's and the system's utilization pages show the API's CPU share alike", async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/utilization')
  const cpus = page.getByRole('region', { name: 'CPUs', exact: true })
  await expect(cpus).toBeVisible()
  const api = await page.evaluate(async () => {
    const body = (await (await fetch('/v1/utilization')).json()) as {
      capacity: { cpus: number }
      provisioned: { cpus: number }
    }
    return { used: body.provisioned.cpus, quota: body.capacity.cpus }
  })
  // whole percents, rounded down below the quota: never a bucket like '80%'
  const share = `${Math.floor((api.used / api.quota) * 100)}%`
  await expect(cpus).toContainText(`Of quota${share}`)

  await page.getByRole('button', { name: 'System' }).click()
  await page
    .getByRole('navigation', { name: 'System navigation' })
    .getByRole('link', { name: 'Utilization' })
    .click()
  const prairie = page
    .getByRole('grid', { name: 'Silo utilization' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: SILO, exact: true }) })
  await expect(prairie).toContainText(`${api.used} / ${api.quota}${share}`)
})

test('a button focused from the keyboard looks different, in both themes', async ({ page }) => {
  await page.goto('/projects')
  const button = page.getByRole('button', { name: 'Ada Okafor' })
  await expect(page.getByRole('grid', { name: 'Projects' })).toBeVisible()
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.locator('main').focus()
    await expect(button).not.toBeFocused()
    // the ring sits around the button: take a margin with it
    const box = (await button.boundingBox())!
    const clip = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 }
    const before = await page.screenshot({ clip, animations: 'disabled' })
    // back from the main region, through the sidebar, to the top bar's user menu
    for (let i = 0; i < 15 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Shift+Tab')
    }
    await expect(button).toBeFocused()
    const after = await page.screenshot({ clip, animations: 'disabled' })
    expect(after.equals(before), `${scheme}: the focused button looks the same`).toBe(false)
  }
})

test('port 70000 is refused at the chip, with the reason', async ({ page }) => {
  await page.goto('/projects/atlas-ingest/vpcs/default/firewall-rules-new')
  const ports = page
    .getByRole('dialog', { name: 'Add firewall rule' })
    .getByRole('group', { name: 'Ports' })
  const port = ports.getByRole('textbox', { name: 'Port range' })
  await port.fill('70000')
  await ports.getByRole('button', { name: 'Add port range' }).click()
  await expect(port).toHaveAccessibleDescription('Port must be between 1 and 65535')
  await expect(ports.getByRole('list', { name: 'Ports' })).toBeHidden()
  await expect(ports).toContainText('Any port')
})

test('Ctrl+K inside a project finds a page of another area', async ({ page }) => {
  await page.goto('/projects/atlas-ingest/instances')
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Jump to' }).fill('silos')
  await expect(page.getByRole('option', { name: 'Silos', exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/system/silos')

  // and from the System area, an instance of the project seen before
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Jump to' }).fill('ingest-worker-1')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/projects/atlas-ingest/instances/ingest-worker-1/storage')
})
