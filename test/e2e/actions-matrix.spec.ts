import { expect, test } from './fixtures'
import { freezeSeededStates } from './util'

// Spec §4 in the running app: one seeded instance in each of the ten states, and for each the
// five row actions, enabled exactly when the table allows them. Written out by hand on purpose.
// The seeded transitional states are frozen, or they would finish while the test reads them.
test.beforeEach(({ page }) => freezeSeededStates(page))
const ROWS = [
  // [project, instance, state, actions the state allows]
  ['atlas-ingest', 'ingest-worker-1', 'running', ['Stop', 'Reboot']],
  ['atlas-ingest', 'ingest-worker-3', 'stopped', ['Start', 'Resize', 'Delete']],
  ['atlas-ingest', 'ingest-legacy', 'failed', ['Start', 'Stop', 'Resize', 'Delete']],
  ['atlas-ingest', 'ingest-scheduler', 'starting', ['Stop']],
  ['atlas-ingest', 'ingest-batch', 'stopping', []],
  ['atlas-ingest', 'tile-cache', 'migrating', []],
  ['billing-api', 'invoice-api-2', 'rebooting', ['Stop']],
  ['billing-api', 'usage-meter', 'repairing', []],
  ['billing-api', 'billing-worker', 'creating', ['Resize']],
  ['billing-api', 'billing-retired', 'destroyed', []],
] as const
const ACTIONS = ['Start', 'Stop', 'Reboot', 'Resize', 'Delete'] as const

for (const project of ['atlas-ingest', 'billing-api']) {
  test(`${project}: every row action is enabled exactly in the states §4 allows`, async ({
    page,
  }) => {
    await page.goto(`/projects/${project}/instances`)
    const table = page.getByRole('grid', { name: 'Instances' })
    for (const [, name, state, allowed] of ROWS.filter(([p]) => p === project)) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name }) })
      await expect(row.locator('[data-state]')).toHaveAttribute('data-state', state)
      await row.getByRole('button', { name: `Row actions for ${name}` }).click()
      const menu = page.getByRole('menu')
      for (const action of ACTIONS) {
        const item = menu.getByRole('menuitem', { name: action })
        if ((allowed as readonly string[]).includes(action)) {
          await expect(item, `${action} on ${state}`).not.toHaveAttribute('aria-disabled')
        } else {
          await expect(item, `${action} on ${state}`).toHaveAttribute('aria-disabled', 'true')
          await expect(item).toHaveAccessibleDescription(/^Only an? .+ instance can be/)
        }
      }
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    }
  })
}

// The disk table of §4 the same way, on the disks list: a disk in each of the twelve states.
// Detach also needs the instance to allow it: ingest-data-1's instance is running, so it is
// refused for the instance's reason; billing-db-data's instance is stopped.
const DISK_ROWS = [
  ['atlas-ingest', 'ingest-data-1', 'attached', ['Snapshot']],
  ['atlas-ingest', 'ingest-data-2', 'detaching', []],
  ['atlas-ingest', 'ingest-data-3', 'attaching', []],
  ['atlas-ingest', 'ingest-scratch', 'detached', ['Snapshot', 'Attach', 'Delete']],
  ['atlas-ingest', 'ingest-restore', 'creating', ['Attach']],
  ['atlas-ingest', 'ingest-upload', 'import_ready', []],
  ['atlas-ingest', 'ingest-upload-2', 'importing_from_bulk_writes', []],
  ['atlas-ingest', 'ingest-url-import', 'importing_from_url', []],
  ['atlas-ingest', 'ingest-finalizing', 'finalizing', []],
  ['atlas-ingest', 'ingest-maint', 'maintenance', []],
  ['atlas-ingest', 'ingest-broken', 'faulted', ['Delete']],
  ['atlas-ingest', 'ingest-gone', 'destroyed', []],
  ['billing-api', 'billing-db-data', 'attached', ['Snapshot', 'Detach']],
] as const
const DISK_ACTIONS = ['Snapshot', 'Attach', 'Detach', 'Delete'] as const

for (const project of ['atlas-ingest', 'billing-api']) {
  test(`${project}: every disk row action is enabled exactly in the states §4 allows`, async ({
    page,
  }) => {
    await page.goto(`/projects/${project}/disks`)
    const table = page.getByRole('grid', { name: 'Disks' })
    for (const [, name, state, allowed] of DISK_ROWS.filter(([p]) => p === project)) {
      const row = table.getByRole('row').filter({ has: page.getByText(name, { exact: true }) })
      await expect(row.locator('[data-state]')).toHaveAttribute('data-state', state)
      await row.getByRole('button', { name: `Row actions for ${name}` }).click()
      const menu = page.getByRole('menu')
      for (const action of DISK_ACTIONS) {
        const item = menu.getByRole('menuitem', { name: action })
        if ((allowed as readonly string[]).includes(action)) {
          await expect(item, `${action} on ${state}`).not.toHaveAttribute('aria-disabled')
        } else {
          await expect(item, `${action} on ${state}`).toHaveAttribute('aria-disabled', 'true')
          await expect(item).toHaveAccessibleDescription(
            /^(Only an? .+ (disk|instance) can|A boot disk)/,
          )
        }
      }
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    }
  })
}
