import { matchRoutes, type UIMatch } from 'react-router-dom'
import { crumbsFromMatches, titleFromCrumbs } from '../crumbs'
import { routes } from '.'

/** The crumbs of a path in the app's route table, as the router would match it. */
function crumbsAt(path: string) {
  const matches = matchRoutes(routes, path) ?? []
  return crumbsFromMatches(
    matches.map((m): UIMatch => ({
      id: m.pathnameBase,
      pathname: m.pathname,
      params: m.params,
      data: undefined,
      loaderData: undefined,
      handle: m.route.handle,
    })),
  )
}
const titleAt = (path: string) => titleFromCrumbs(crumbsAt(path))

const PROJECT = '/projects/atlas-ingest'
const INSTANCE = `${PROJECT}/instances/ingest-worker-1`
const INSTANCE_TITLE = 'ingest-worker-1 / Instances / atlas-ingest / Projects / Oxide Console'

describe('document titles of the route table (spec §2: deepest crumb first)', () => {
  it.each([
    ['/projects', 'Projects / Oxide Console'],
    ['/projects-new', 'New project / Projects / Oxide Console'],
    [`${PROJECT}/edit`, 'atlas-ingest / Projects / Oxide Console'],
    [`${PROJECT}/instances`, 'Instances / atlas-ingest / Projects / Oxide Console'],
    [
      `${PROJECT}/instances-new`,
      'New instance / Instances / atlas-ingest / Projects / Oxide Console',
    ],
    [`${PROJECT}/disks`, 'Disks / atlas-ingest / Projects / Oxide Console'],
    [`${PROJECT}/disks-new`, 'New disk / Disks / atlas-ingest / Projects / Oxide Console'],
    [`${PROJECT}/access`, 'Access / atlas-ingest / Projects / Oxide Console'],
    ['/access', 'Access / Oxide Console'],
    ['/utilization', 'Utilization / Oxide Console'],
    ['/settings/profile', 'Profile / Settings / Oxide Console'],
    ['/settings/ssh-keys-new', 'Add SSH key / SSH Keys / Settings / Oxide Console'],
    ['/settings/ssh-keys/work-laptop/edit', 'work-laptop / SSH Keys / Settings / Oxide Console'],
    ['/system/issues', 'Issues / Oxide Console'],
    ['/device/verify', 'Device Authentication / Oxide Console'],
  ])('%s is titled %p', (path, title) => {
    expect(titleAt(path)).toBe(title)
  })

  it.each([
    ['storage', `Storage / ${INSTANCE_TITLE}`],
    ['networking', `Networking / ${INSTANCE_TITLE}`],
    ['metrics/cpu', `CPU / Metrics / ${INSTANCE_TITLE}`],
    ['metrics/disk', `Disk / Metrics / ${INSTANCE_TITLE}`],
    ['metrics/network', `Network / Metrics / ${INSTANCE_TITLE}`],
    ['connect', `Connect / ${INSTANCE_TITLE}`],
    ['settings', `Settings / ${INSTANCE_TITLE}`],
    ['serial-console', `Serial Console / ${INSTANCE_TITLE}`],
  ])('the instance page %s is titled %p', (tab, title) => {
    expect(titleAt(`${INSTANCE}/${tab}`)).toBe(title)
  })
})

const VPC = `${PROJECT}/vpcs/default`
const VPC_TITLE = 'default / VPCs / atlas-ingest / Projects / Oxide Console'

describe('titles of the networking routes (spec §2: VPCs, Routers, Routes, Firewall Rules)', () => {
  it.each([
    [`${PROJECT}/vpcs`, 'VPCs / atlas-ingest / Projects / Oxide Console'],
    [`${PROJECT}/vpcs-new`, 'New VPC / VPCs / atlas-ingest / Projects / Oxide Console'],
    [`${VPC}/edit`, VPC_TITLE],
    [`${VPC}/firewall-rules`, `Firewall Rules / ${VPC_TITLE}`],
    [`${VPC}/firewall-rules-new`, `New rule / Firewall Rules / ${VPC_TITLE}`],
    [`${VPC}/firewall-rules-new/allow-ssh`, `New rule / Firewall Rules / ${VPC_TITLE}`],
    [`${VPC}/firewall-rules/allow-ssh/edit`, `allow-ssh / Firewall Rules / ${VPC_TITLE}`],
    [`${VPC}/subnets`, `Subnets / ${VPC_TITLE}`],
    [`${VPC}/subnets/backend/edit`, `backend / Subnets / ${VPC_TITLE}`],
    [`${VPC}/routers/egress-control`, `egress-control / Routers / ${VPC_TITLE}`],
    [`${VPC}/routers/egress-control/edit`, `egress-control / Routers / ${VPC_TITLE}`],
    [
      `${VPC}/routers/egress-control/routes/to-partner/edit`,
      `to-partner / Routes / egress-control / Routers / ${VPC_TITLE}`,
    ],
    [`${VPC}/internet-gateways/partner-gw`, `partner-gw / Internet Gateways / ${VPC_TITLE}`],
    [`${PROJECT}/floating-ips`, 'Floating IPs / atlas-ingest / Projects / Oxide Console'],
    [
      `${PROJECT}/floating-ips/ingest-public/edit`,
      'ingest-public / Floating IPs / atlas-ingest / Projects / Oxide Console',
    ],
  ])('%s is titled %p', (path, title) => {
    expect(titleAt(path)).toBe(title)
  })
})

describe('breadcrumbs of the route table (spec §2)', () => {
  const shown = (path: string) =>
    crumbsAt(path)
      .filter((c) => !c.titleOnly)
      .map(({ label, path }) => ({ label, path }))

  it('stop at the instance on its tabs, each crumb linking to its page', () => {
    const trail = [
      { label: 'Projects', path: '/projects' },
      { label: 'atlas-ingest', path: `${PROJECT}/instances` },
      { label: 'Instances', path: `${PROJECT}/instances` },
      { label: 'ingest-worker-1', path: `${INSTANCE}/storage` },
    ]
    for (const tab of ['storage', 'networking', 'metrics/cpu', 'connect', 'settings'])
      expect(shown(`${INSTANCE}/${tab}`)).toEqual(trail)
  })

  it('show the serial console after the instance', () => {
    expect(shown(`${INSTANCE}/serial-console`).map((c) => c.label)).toEqual([
      'Projects',
      'atlas-ingest',
      'Instances',
      'ingest-worker-1',
      'Serial Console',
    ])
  })
})
