import { expect, type Locator, type Page } from '@playwright/test'
import { operations, type Operation } from '~/api/generated/operations'
import { pb } from '~/app/routes/paths'
import { stillTest as test } from './fixtures'
import { operationOf } from './requestBodies'
import { goByRouter, settle, watchForCrashes } from './walk'
import {
  answerListWithUsable,
  describeRefusal,
  excerpt,
  formErrors,
  recordApi,
  signedInAsAdmin,
  unreadProperties,
  type Exchange,
  type Item,
} from './writeWalk'

// Issue 38 §5: each create form of the console, filled in as a user fills it (by label, only what
// must be filled) and submitted on the production build against Prism serving the API contract
// (playwright.api.config.ts; the first seed only, CI's budget). Prism refuses a body, query or
// path the contract does not allow with 422: one is a form sending what the API no longer takes
// (a renamed or moved field, a missing choice). Every exchange is recorded; the walk fails on the
// form that did not send its create request and on any 422, naming the operation, the body sent
// and what Prism said; and on a body Prism took that holds a property the contract does not
// define, which the API would ignore.
//
// Prism's data is random where a real rack's is not: its user never holds a role in its policies,
// and a picker may have nothing to pick (no announce set) or nothing valid (no ready snapshot).
// Those answers alone are replaced (writeWalk.ts), with Prism's own items made usable.

const P = 'atlas-ingest'
const VPC = 'default'

type WriteForm = {
  /** the resource, in the failure's words */
  what: string
  path: string
  /** the form's accessible name: a side modal's title, or the create page's form */
  title: string
  /** the create request the form must send */
  operation: Operation
  /** the submit button's label (the title, unless the form says otherwise) */
  submit?: string
  /** answers a picker of this form needs (see writeWalk.ts), before the form opens */
  prepare?: (page: Page) => Promise<void>
  fill: (form: Locator) => Promise<void>
}

const name = (form: Locator, value: string) => form.getByLabel(/^Name/).fill(value)
/** a native select's first choice after its placeholder */
const pickFirst = async (select: Locator) => {
  await expect(select.locator('option:not([value=""])').first()).toBeAttached()
  const value = await select.locator('option:not([value=""])').first().getAttribute('value')
  await select.selectOption(value!)
}

/** A field's accessible description: what a screen reader says after its name. */
const descriptionOf = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  )

const PROJECT_FORMS: WriteForm[] = [
  {
    what: 'project',
    path: pb.projectsNew(),
    title: 'Create project',
    operation: operations.projectCreate,
    fill: (form) => name(form, 'walk-project'),
  },
  {
    what: 'disk',
    path: pb.disksNew(P),
    title: 'Create disk',
    operation: operations.diskCreate,
    fill: (form) => name(form, 'walk-disk'),
  },
  {
    what: 'snapshot',
    path: pb.snapshotsNew(P),
    title: 'Create snapshot',
    operation: operations.snapshotCreate,
    // only an attached or detached disk can be snapshotted
    prepare: (page) =>
      answerListWithUsable(page, /\/v1\/disks\?/, {
        one: { get: `/v1/disks/walk-disk?project=${P}` },
        fix: (disk) => ({ ...disk, state: { state: 'detached' } }),
      }),
    fill: async (form) => {
      await name(form, 'walk-snapshot')
      await pickFirst(form.getByRole('combobox', { name: /^Disk/ }))
    },
  },
  {
    what: 'image',
    path: pb.snapshotImagesNew(P, 'data-1-weekly'),
    title: 'Create image',
    operation: operations.imageCreate,
    fill: async (form) => {
      await name(form, 'walk-image')
      await form.getByLabel(/^OS/).fill('Debian')
      await form.getByLabel(/^Version/).fill('12')
    },
  },
  {
    what: 'VPC',
    path: pb.vpcsNew(P),
    title: 'Create VPC',
    operation: operations.vpcCreate,
    fill: async (form) => {
      await name(form, 'walk-vpc')
      await form.getByLabel(/^DNS name/).fill('walk-vpc')
    },
  },
  {
    what: 'subnet',
    path: pb.subnetsNew(P, VPC),
    title: 'Create subnet',
    operation: operations.vpcSubnetCreate,
    fill: async (form) => {
      await name(form, 'walk-subnet')
      await form.getByLabel(/^IPv4 block/).fill('10.20.0.0/24')
    },
  },
  {
    what: 'router',
    path: pb.routersNew(P, VPC),
    title: 'Create router',
    operation: operations.vpcRouterCreate,
    fill: (form) => name(form, 'walk-router'),
  },
  {
    what: 'route',
    path: pb.routesNew(P, VPC, 'egress-control'),
    title: 'Create route',
    operation: operations.vpcRouterRouteCreate,
    fill: async (form) => {
      await name(form, 'walk-route')
      await form.getByLabel(/^Destination IP network/).fill('10.30.0.0/16')
      await form.getByLabel(/^Target IP address/).fill('10.20.0.5')
    },
  },
  {
    what: 'firewall rule',
    path: pb.firewallRulesNew(P, VPC),
    title: 'Add firewall rule',
    operation: operations.vpcFirewallRulesUpdate,
    submit: 'Add rule',
    fill: async (form) => {
      await name(form, 'walk-rule')
      // a rule applies to something: here an address, which needs nothing of Prism's lists
      await form.getByRole('combobox', { name: 'Target type' }).selectOption({ label: 'IP' })
      await form
        .getByRole('textbox', { name: /^IP address/ })
        .first()
        .fill('10.20.0.7')
      await form.getByRole('button', { name: 'Add target' }).click()
    },
  },
  {
    what: 'floating IP',
    path: pb.floatingIpsNew(P),
    title: 'Create floating IP',
    operation: operations.floatingIpCreate,
    fill: (form) => name(form, 'walk-floating-ip'),
  },
  {
    what: 'instance',
    path: pb.instancesNew(P),
    title: 'Create instance',
    operation: operations.instanceCreate,
    // a boot image to pick, whatever the seed's image lists hold
    prepare: (page) =>
      answerListWithUsable(page, /\/v1\/images\?/, { one: { get: '/v1/images/walk-image' } }),
    fill: async (form) => {
      await name(form, 'walk-instance')
      await pickFirst(form.getByRole('combobox', { name: /^Image/ }))
    },
  },
]

const SYSTEM_FORMS: WriteForm[] = [
  {
    what: 'SSH key',
    path: pb.sshKeysNew(),
    title: 'Add SSH key',
    operation: operations.currentUserSshKeyCreate,
    fill: async (form) => {
      await name(form, 'walk-key')
      await form
        .getByLabel(/^Public key/)
        .fill(
          'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB7Oa2m4vd1pZ5Vv3CwuUq1l0wVH0n0ZqJk0kxg3r9Xy walk',
        )
    },
  },
  {
    what: 'silo',
    path: pb.silosNew(),
    title: 'Create silo',
    operation: operations.siloCreate,
    fill: (form) => name(form, 'walk-silo'),
  },
  {
    what: 'IP pool',
    path: pb.ipPoolsNew(),
    title: 'Create IP pool',
    operation: operations.systemIpPoolCreate,
    fill: (form) => name(form, 'walk-pool'),
  },
  {
    what: 'IP range',
    path: pb.ipPoolRangesAdd('default'),
    title: 'Add IP range',
    operation: operations.systemIpPoolRangeAdd,
    fill: async (form) => {
      const first = form.getByLabel(/^First/)
      // of the pool's IP version, which the field's description names
      const v6 = /IPv6/.test(await descriptionOf(first))
      await first.fill(v6 ? 'fd00:40::1' : '10.40.0.1')
      await form.getByLabel(/^Last/).fill(v6 ? 'fd00:40::20' : '10.40.0.20')
    },
  },
  {
    what: 'address lot',
    path: pb.addressLotsNew(),
    title: 'Create address lot',
    operation: operations.networkingAddressLotCreate,
    fill: async (form) => {
      await name(form, 'walk-lot')
      await form.getByLabel(/^First address/).fill('10.50.0.1')
      await form.getByLabel(/^Last address/).fill('10.50.0.20')
      await form.getByRole('button', { name: 'Add block' }).click()
    },
  },
  {
    what: 'BGP configuration',
    path: pb.bgpConfigsNew(),
    title: 'Create BGP configuration',
    operation: operations.networkingBgpConfigCreate,
    // an announce set to pick; no GET answers one alone
    prepare: (page) =>
      answerListWithUsable(page, /\/v1\/system\/networking\/bgp-announce-set(\?|$)/, {
        bare: true,
        one: {
          item: {
            id: '0a11ce00-0000-4000-8000-0000000a5e70',
            name: 'walk-announce',
            description: '',
            time_created: '2026-01-01T00:00:00Z',
            time_modified: '2026-01-01T00:00:00Z',
          },
        },
      }),
    fill: async (form) => {
      await name(form, 'walk-bgp')
      await form.getByLabel(/^ASN/).fill('65001')
      await pickFirst(form.getByRole('combobox', { name: /^Announce set/ }))
    },
  },
  {
    what: 'loopback address',
    path: pb.loopbackAddressesNew(),
    title: 'Create loopback address',
    operation: operations.networkingLoopbackAddressCreate,
    // a rack and an address lot to pick
    prepare: async (page) => {
      await answerListWithUsable(page, /\/v1\/system\/hardware\/racks(\?|$)/, {
        one: { get: '/v1/system/hardware/racks/0a11ce00-0000-4000-8000-00000000ac01' },
      })
      await answerListWithUsable(page, /\/v1\/system\/networking\/address-lot(\?|$)/, {
        one: { get: '/v1/system/networking/address-lot/walk-lot', pick: (a) => a.lot as Item },
      })
    },
    fill: async (form) => {
      const rack = form.getByRole('combobox', { name: /^Rack/ })
      if (!(await rack.inputValue())) await pickFirst(rack)
      await pickFirst(form.getByRole('combobox', { name: /^Address lot/ }))
      await form.getByRole('textbox', { name: /^Address/ }).fill('10.50.0.2')
      await form.getByLabel(/^Prefix length/).fill('32')
    },
  },
]

/** Moves by the router (walk.ts); false when the screen did not show the move. */
const movedByRouter = (page: Page, path: string) =>
  goByRouter(page, path).then(
    () => true,
    () => false,
  )

/**
 * Opens each form in one page (the first by a page load, the next by the router), fills it,
 * submits it and waits for Prism's answer to its create request. A form that fails is reported
 * with why, and the walk goes on from a fresh load of the next.
 */
async function writeAll(page: Page, forms: WriteForm[]) {
  // a form that cannot be filled in fails alone, not the walk by running out of time
  page.setDefaultTimeout(10_000)
  await signedInAsAdmin(page)
  for (const form of forms) await form.prepare?.(page)
  const api = recordApi(page)
  const crashes = watchForCrashes(page)
  const failures: string[] = []
  // each refusal once, under the form that was open when it came
  const reported = new Set<Exchange>()
  let cold = true
  for (const f of forms) {
    const operation = f.operation.id
    const seen = api.exchanges.length
    try {
      // A list the last form went to may still be moving itself on (paging to the new name,
      // which Prism's pages never hold) over the router's move here: then a load of the URL.
      if (cold || !(await movedByRouter(page, f.path))) await page.goto(f.path)
      cold = false
      // a side modal (a dialog holding the form of the same name), or the create page's form
      const form = page
        .getByRole('dialog', { name: f.title })
        .or(page.getByRole('form', { name: f.title }))
        .first()
      await expect(form).toBeVisible()
      await settle(page)
      await f.fill(form)
      const sent = page.waitForResponse(
        (r) => operationOf(r.request().method(), r.url())?.id === operation,
        { timeout: 10_000 },
      )
      await form.getByRole('button', { name: f.submit ?? f.title, exact: true }).click()
      const answer = await sent.catch(async () => {
        const why = await formErrors(form)
        throw new Error(
          `the form did not send ${operation}${why.length ? `: ${why.join('; ')}` : ''}`,
        )
      })
      if (answer.status() === 422) throw new Error('Prism refused the create request')
      // what the form shows next (the new resource, or the list marking it) loads too
      await expect(form).toBeHidden()
      await settle(page)
    } catch (e) {
      cold = true
      const why = e instanceof Error ? e.message.split('\n').slice(0, 4).join(' ') : String(e)
      // an error page or a form that would not open: the API answers that were not a success
      const errors = api.exchanges
        .slice(seen)
        .filter((x) => x.status >= 400 && x.status !== 422)
        .map((x) => `${x.operation} answered ${x.status}`)
      failures.push([`${f.what} (${f.path}): ${why}`, ...errors, ...(await crashes())].join('\n'))
    }
    for (const r of await api.refused()) {
      if (reported.has(r)) continue
      reported.add(r)
      failures.push(`${f.what}: ${describeRefusal(r)}`)
    }
    // accepted, yet holding a property the contract does not define: the API would ignore it
    for (const x of api.exchanges.slice(seen)) {
      const unread = unreadProperties(x)
      if (unread.length === 0 || reported.has(x)) continue
      reported.add(x)
      const said = [
        `${x.operation} sent ${excerpt(x.sent)}`,
        ...unread.map((p) => `  contract: ${p}`),
      ]
      failures.push(`${f.what}: ${said.join('\n')}`)
    }
  }
  return failures
}

test('create forms of a project: each sends its create request, none refused', async ({ page }) => {
  // a form that fails costs its timeouts, not the others their turn
  test.setTimeout(300_000)
  expect(await writeAll(page, PROJECT_FORMS)).toEqual([])
})

test('create forms of the system and settings: each sends its create request, none refused', async ({
  page,
}) => {
  // a form that fails costs its timeouts, not the others their turn
  test.setTimeout(300_000)
  expect(await writeAll(page, SYSTEM_FORMS)).toEqual([])
})
