import { useMemo } from 'react'
import { useLocation, useMatch } from 'react-router-dom'
import { useCurrentUserSshKeyListQuery } from '~/api/endpoints/currentUser'
import { useDiskListQuery } from '~/api/endpoints/disks'
import { useExternalSubnetListQuery } from '~/api/endpoints/externalSubnets'
import { useFloatingIpListQuery } from '~/api/endpoints/floatingIps'
import { useImageListQuery } from '~/api/endpoints/images'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import { useProjectListQuery } from '~/api/endpoints/projects'
import { useSnapshotListQuery } from '~/api/endpoints/snapshots'
import { useSystemIpPoolListQuery } from '~/api/endpoints/systemIpPools'
import { useSystemSubnetPoolListQuery } from '~/api/endpoints/systemSubnetPools'
import { useSiloListQuery } from '~/api/endpoints/systemSilos'
import { useVpcListQuery } from '~/api/endpoints/vpcs'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { useKnownEntities } from '~/state/entities'
import { useRecentProjects } from '../recentProjects'
import { useIsFleetViewer } from '../session'
import { areaOf, jumpOptions, type JumpArea, type JumpOption } from './jumpOptions'

/** One empty list for every kind not yet listed, so the options are not worked out again. */
const NONE: readonly never[] = []

/**
 * What jump-to offers (see jumpOptions): results come first from what the console already holds
 * (every resource a response carried, in the entity store), so they show at once; the lists asked
 * for here (the projects, the current project's resources, the silos and pools for a fleet
 * viewer, the user's SSH keys) land in the same store and fill in the rest as they arrive. The
 * store keeps no subnet pools or external subnets: those come from their lists alone (the current
 * project's external subnets).
 */
export function useJumpOptions(areas: readonly JumpArea[]): {
  options: JumpOption[]
  loading: boolean
} {
  const { pathname } = useLocation()
  const onScreen = useMatch('/projects/:project/*')?.params.project
  const recentProjects = useRecentProjects()
  // outside a project, its pages are offered for the one opened last
  const project = onScreen ?? recentProjects[0]
  const isFleetViewer = useIsFleetViewer()

  const ALL = { limit: ALL_PAGES_LIMIT }
  const inProject = { query: { ...ALL, project: onScreen ?? '' } }
  const skipProject = { skip: !onScreen }
  const skipSystem = { skip: !isFleetViewer }
  // kinds the entity store does not keep: what their lists answered
  const externalSubnetList = useExternalSubnetListQuery(inProject, skipProject)
  const subnetPoolList = useSystemSubnetPoolListQuery({ query: ALL }, skipSystem)
  const queries = [
    externalSubnetList,
    subnetPoolList,
    useProjectListQuery({ query: ALL }),
    useInstanceListQuery(inProject, skipProject),
    useDiskListQuery(inProject, skipProject),
    useSnapshotListQuery(inProject, skipProject),
    useImageListQuery(inProject, skipProject),
    useVpcListQuery(inProject, skipProject),
    useFloatingIpListQuery(inProject, skipProject),
    useCurrentUserSshKeyListQuery({ query: ALL }),
    useSiloListQuery({ query: ALL }, skipSystem),
    useSystemIpPoolListQuery({ query: ALL }, skipSystem),
  ]

  const projects = useKnownEntities('projects')
  const instances = useKnownEntities('instances')
  const disks = useKnownEntities('disks')
  const snapshots = useKnownEntities('snapshots')
  const images = useKnownEntities('images')
  const vpcs = useKnownEntities('vpcs')
  const floatingIps = useKnownEntities('floatingIps')
  const silos = useKnownEntities('silos')
  const ipPools = useKnownEntities('ipPools')
  const sleds = useKnownEntities('sleds')
  const sshKeys = useKnownEntities('sshKeys')
  const externalSubnets = externalSubnetList.data?.items ?? NONE
  const subnetPools = subnetPoolList.data?.items ?? NONE
  const current = areaOf(pathname)
  const options = useMemo(
    () =>
      jumpOptions({
        areas,
        current,
        project,
        isFleetViewer,
        recentProjects,
        known: {
          projects,
          instances,
          disks,
          snapshots,
          images,
          vpcs,
          floatingIps,
          silos,
          ipPools,
          sleds,
          sshKeys,
          externalSubnets,
          subnetPools,
        },
      }),
    [
      areas,
      current,
      project,
      isFleetViewer,
      recentProjects,
      projects,
      instances,
      disks,
      snapshots,
      images,
      vpcs,
      floatingIps,
      silos,
      ipPools,
      sleds,
      sshKeys,
      externalSubnets,
      subnetPools,
    ],
  )
  return { options, loading: queries.some((q) => q.isFetching) }
}
