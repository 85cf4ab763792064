import type { To } from 'react-router-dom'
import type { ExternalSubnet, SubnetPool } from '~/api/generated/types'
import { listHighlighting } from '~/components'
import type { EntityTypes } from '~/state/entities'
import type { NavEntry } from '../routes/area'
import { pb } from '../routes/paths'

// What jump-to offers, from anywhere: the pages of every area the user may open and every
// resource the console already holds, grouped, with the area the user is in ranked first. Pure:
// the hook (useJumpOptions) gathers the inputs.

export type JumpOption = { group: string; label: string; to: To }

/** The sidebar areas, as the route table composes them. */
export type AreaName = 'Silo' | 'Project' | 'Settings' | 'System'

/** An area's pages (its sidebar's entries), for jump-to. */
export type JumpArea = {
  area: AreaName
  nav: NavEntry[]
}

type Known = { [K in keyof EntityTypes]: readonly EntityTypes[K][] }

/** Kinds the entity store does not keep: what their lists last answered. */
type Listed = { subnetPools: readonly SubnetPool[]; externalSubnets: readonly ExternalSubnet[] }

export type JumpInput = {
  areas: readonly JumpArea[]
  /** the area of the page on screen */
  current: AreaName
  /** the project on screen, or else the one opened last: its pages are offered */
  project: string | undefined
  isFleetViewer: boolean
  /** what the entity store holds, by kind, and the lists of kinds it does not keep */
  known: Listed &
    Pick<
      Known,
      | 'projects'
      | 'instances'
      | 'disks'
      | 'snapshots'
      | 'images'
      | 'vpcs'
      | 'floatingIps'
      | 'silos'
      | 'ipPools'
      | 'sleds'
      | 'sshKeys'
    >
  /** projects opened in this browser, for a user the silo's list is refused to */
  recentProjects: readonly string[]
}

/** The area a path belongs to, as the sidebars divide the console. */
export function areaOf(pathname: string): AreaName {
  if (pathname.startsWith('/system')) return 'System'
  if (pathname.startsWith('/settings')) return 'Settings'
  if (/^\/projects\/[^/]+\//.test(`${pathname}/`)) return 'Project'
  return 'Silo'
}

/** Where each area's results stand when the user is in another: near ones first. */
const NEAR: Record<AreaName, AreaName[]> = {
  Project: ['Project', 'Silo', 'Settings', 'System'],
  Silo: ['Silo', 'Project', 'Settings', 'System'],
  Settings: ['Settings', 'Silo', 'Project', 'System'],
  System: ['System', 'Silo', 'Project', 'Settings'],
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name)

type Named = { name: string; projectId?: string | null }

/** A project's resources of one kind, each to where it is seen best. */
const PROJECT_KINDS: {
  kind: 'instances' | 'disks' | 'snapshots' | 'images' | 'vpcs' | 'floatingIps' | 'externalSubnets'
  title: string
  to: (project: string, name: string) => To
}[] = [
  { kind: 'instances', title: 'Instances', to: (p, n) => pb.instance(p, n) },
  { kind: 'disks', title: 'Disks', to: (p, n) => listHighlighting(pb.disks(p), n) },
  { kind: 'snapshots', title: 'Snapshots', to: (p, n) => listHighlighting(pb.snapshots(p), n) },
  { kind: 'images', title: 'Images', to: (p, n) => listHighlighting(pb.projectImages(p), n) },
  { kind: 'vpcs', title: 'VPCs', to: (p, n) => pb.vpc(p, n) },
  {
    kind: 'floatingIps',
    title: 'Floating IPs',
    to: (p, n) => listHighlighting(pb.floatingIps(p), n),
  },
  {
    kind: 'externalSubnets',
    title: 'External subnets',
    to: (p, n) => listHighlighting(pb.externalSubnets(p), n),
  },
]

export function jumpOptions(input: JumpInput): JumpOption[] {
  const { areas, current, project, isFleetViewer, known } = input
  const pagesOf = (area: AreaName): JumpOption[] =>
    areas
      .filter((a) => a.area === area)
      .flatMap((a) => {
        if (area === 'Project') {
          if (!project) return []
          return a.nav.map((e) => ({
            group: `Pages in ${project}`,
            label: e.label,
            to: e.to({ project }),
          }))
        }
        return a.nav.map((e) => ({ group: `${area} pages`, label: e.label, to: e.to({}) }))
      })

  const projectNames = new Map(known.projects.map((p) => [p.id, p.name]))
  // every project the user may know of: the silo's (when it could be listed) and the ones opened
  const allProjects = [
    ...new Set([...known.projects.map((p) => p.name), ...input.recentProjects]),
  ].sort((a, b) => a.localeCompare(b))
  // the project on screen first, then the others by name
  const resourceProjects = [
    ...(project ? [project] : []),
    ...allProjects.filter((p) => p !== project),
  ]
  // each kind's items by project name, sorted by name: one pass over what the store holds, not
  // one per project (a silo of 100 projects and a project of 1,000 instances)
  const byProject = (kind: (typeof PROJECT_KINDS)[number]['kind']) => {
    const map = new Map<string, Named[]>()
    for (const item of known[kind] as readonly Named[]) {
      const name = item.projectId ? projectNames.get(item.projectId) : undefined
      if (name === undefined) continue
      const items = map.get(name)
      if (items) items.push(item)
      else map.set(name, [item])
    }
    for (const items of map.values()) items.sort(byName)
    return map
  }
  const resources = (): JumpOption[] => {
    const kinds = PROJECT_KINDS.map((k) => ({ ...k, items: byProject(k.kind) }))
    return resourceProjects.flatMap((p) =>
      kinds.flatMap(({ title, to, items }) =>
        (items.get(p) ?? []).map((item) => ({
          group: `${title} in ${p}`,
          label: item.name,
          to: to(p, item.name),
        })),
      ),
    )
  }

  const byArea: Record<AreaName, () => JumpOption[]> = {
    Project: () => [...pagesOf('Project'), ...resources()],
    Silo: () => [
      ...pagesOf('Silo'),
      ...allProjects.map((p) => ({ group: 'Projects', label: p, to: pb.instances(p) })),
    ],
    Settings: () => [
      ...pagesOf('Settings'),
      ...[...known.sshKeys]
        .sort(byName)
        .map((k) => ({ group: 'SSH keys', label: k.name, to: pb.sshKeyEdit(k.name) })),
    ],
    // the System area exists only for fleet viewers (spec §1)
    System: () =>
      isFleetViewer
        ? [
            ...pagesOf('System'),
            ...[...known.silos]
              .sort(byName)
              .map((s) => ({ group: 'Silos', label: s.name, to: pb.silo(s.name) })),
            ...[...known.ipPools]
              .sort(byName)
              .map((p) => ({ group: 'IP pools', label: p.name, to: pb.ipPool(p.name) })),
            ...[...known.subnetPools]
              .sort(byName)
              .map((p) => ({ group: 'Subnet pools', label: p.name, to: pb.subnetPool(p.name) })),
            ...[...known.sleds]
              .sort((a, b) => a.baseboard.serial.localeCompare(b.baseboard.serial))
              .map((s) => ({
                group: 'Sleds',
                label: s.baseboard.serial,
                to: pb.sledInstances(s.id),
              })),
          ]
        : [],
  }
  return NEAR[current].flatMap((area) => byArea[area]())
}
