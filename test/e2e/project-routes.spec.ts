import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const PROJECT = '/projects/atlas-ingest'
const INSTANCE = `${PROJECT}/instances/ingest-worker-1`

/** The id of a seeded instance, asked of the mock API from inside the page. */
async function instanceId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/v1/instances/ingest-worker-1?project=atlas-ingest')
    return ((await response.json()) as { id: string }).id
  })
}

test('a project opens on its instances; the crumbs and title name it', async ({ page }) => {
  await page.goto(PROJECT)
  await expect(page).toHaveURL(`${PROJECT}/instances`)
  await expect(page).toHaveTitle('Instances / atlas-ingest / Projects / Oxide Console')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects')
  await expect(crumbs.getByRole('link', { name: 'atlas-ingest' })).toHaveAttribute(
    'href',
    `${PROJECT}/instances`,
  )
})

test('an instance opens on its storage tab, metrics on cpu; the title names the tab', async ({
  page,
}) => {
  await page.goto(INSTANCE)
  await expect(page).toHaveURL(`${INSTANCE}/storage`)
  await expect(page).toHaveTitle(
    'Storage / ingest-worker-1 / Instances / atlas-ingest / Projects / Oxide Console',
  )
  // the breadcrumbs stop at the instance: the tab bar shows the tab
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByText('ingest-worker-1')).toHaveAttribute('aria-current', 'page')
  await expect(crumbs.getByText('Storage')).toHaveCount(0)

  await page.getByRole('tab', { name: 'Networking' }).click()
  await expect(page).toHaveTitle(
    'Networking / ingest-worker-1 / Instances / atlas-ingest / Projects / Oxide Console',
  )
  await page.goto(`${INSTANCE}/metrics`)
  await expect(page).toHaveURL(`${INSTANCE}/metrics/cpu`)
  await expect(page).toHaveTitle(
    'CPU / Metrics / ingest-worker-1 / Instances / atlas-ingest / Projects / Oxide Console',
  )
})

for (const prefix of ['/lookup/instances', '/lookup/i']) {
  test(`${prefix}/{id} finds the instance's project and shows its storage tab`, async ({
    page,
  }) => {
    await page.goto('/projects')
    const id = await instanceId(page)
    await page.goto(`${prefix}/${id}`)
    await expect(page).toHaveURL(`${INSTANCE}/storage`)
    await expect(page.getByRole('heading', { name: 'ingest-worker-1' })).toBeVisible()
  })
}

test('a lookup of an unknown instance, and an unknown project, are Page not found', async ({
  page,
}) => {
  await page.goto('/lookup/i/5a3f9c2e-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.goto('/lookup/instances/not-an-id')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.goto('/projects/no-such-project/instances')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found / Oxide Console')
})

test('the project sidebar links its instances and disks', async ({ page }) => {
  await page.goto(`${PROJECT}/instances`)
  const nav = page.getByRole('navigation', { name: 'Project navigation' })
  await nav.getByRole('link', { name: 'Disks' }).click()
  await expect(page).toHaveURL(`${PROJECT}/disks`)
  await expect(nav.getByRole('link', { name: 'Disks' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Instances' }).click()
  await expect(page).toHaveURL(`${PROJECT}/instances`)
  // the create form and an instance's pages are still under Instances
  for (const path of [`${PROJECT}/instances-new`, `${PROJECT}/instances/ingest-worker-1/storage`]) {
    await page.goto(path)
    await expect(nav.getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'Disks' })).not.toHaveAttribute('aria-current')
  }
})
