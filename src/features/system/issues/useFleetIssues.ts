import { useMemo } from 'react'
import {
  systemHardwareApi,
  useNetworkingSwitchPortListQuery,
  usePhysicalDiskListQuery,
  useSledListQuery,
} from '~/api/endpoints/systemHardware'
import { systemIpPoolsApi, useSystemIpPoolListQuery } from '~/api/endpoints/systemIpPools'
import { useNetworkingBgpStatusQuery } from '~/api/endpoints/systemNetworking'
import { useSiloUtilizationListQuery } from '~/api/endpoints/systemSilos'
import { useSupportBundleListQuery } from '~/api/endpoints/systemSupportBundles'
import { useSystemUpdateStatusQuery } from '~/api/endpoints/systemUpdate'
import type { IpPool, SwitchPort } from '~/api/generated/types'
import { useEachQuery } from '~/api/useEachQuery'
import { WHOLE_LIST } from '~/api/wholeList'
import { ipPoolIssues, siloQuotaIssues } from './capacity'
import { physicalDiskIssues, sledIssues } from './hardware'
import type { Issue } from './issue'
import { bgpPeerIssues, switchLinkIssues } from './network'
import { supportBundleIssues, updateIssues } from './operations'

// Each fleet-level call System › Issues reads, and the problems it shows. A source that failed
// says so on its own: the others still show theirs.

type IssueSource = {
  /** what the call reads, for 'Could not load …': 'the physical disks' */
  what: string
  /** undefined until the source has answered */
  issues: Issue[] | undefined
  error: unknown
  retry: () => void
}

type Result<T> = { data?: T; error?: unknown; refetch: () => unknown }

function source<T>(what: string, q: Result<T>, derive: (data: T) => Issue[]): IssueSource {
  return {
    what,
    issues: q.data === undefined ? undefined : derive(q.data),
    error: q.error,
    retry: () => void q.refetch(),
  }
}

const utilization = systemIpPoolsApi.endpoints.systemIpPoolUtilizationView
const portStatus = systemHardwareApi.endpoints.networkingSwitchPortStatus

function usePoolSource(): IssueSource {
  const list = useSystemIpPoolListQuery(WHOLE_LIST)
  const pools = list.data?.items
  const args = useMemo(() => (pools ?? []).map((p) => ({ path: { pool: p.id } })), [pools])
  const { results, retry } = useEachQuery(utilization, args)
  return useMemo(() => {
    const error = list.error ?? results.find((r) => r.error !== undefined)?.error
    const done = pools && results.every((r) => r.data !== undefined)
    return {
      what: 'the IP pools',
      issues: done
        ? ipPoolIssues(pools.map((pool: IpPool, i) => ({ pool, utilization: results[i]!.data! })))
        : undefined,
      error,
      retry: () => {
        if (list.error !== undefined) void list.refetch()
        retry()
      },
    }
  }, [list, pools, results, retry])
}

function useLinkSource(): IssueSource {
  const list = useNetworkingSwitchPortListQuery(WHOLE_LIST)
  // only ports with settings applied carry a link that should be up
  const ports = useMemo(() => list.data?.items.filter((p) => p.portSettingsId != null), [list.data])
  const args = useMemo(
    () =>
      (ports ?? []).map((p: SwitchPort) => ({
        path: { port: p.portName },
        query: { rackId: p.rackId, switchSlot: p.switchSlot },
      })),
    [ports],
  )
  const { results, retry } = useEachQuery(portStatus, args)
  return useMemo(() => {
    const error = list.error ?? results.find((r) => r.error !== undefined)?.error
    const done = ports && results.every((r) => r.data !== undefined)
    return {
      what: 'the switch links',
      issues: done
        ? switchLinkIssues(ports.map((port, i) => ({ port, status: results[i]!.data! })))
        : undefined,
      error,
      retry: () => {
        if (list.error !== undefined) void list.refetch()
        retry()
      },
    }
  }, [list, ports, results, retry])
}

/** Every source, in the order the page lists their errors. */
export function useFleetIssues(): IssueSource[] {
  const disks = usePhysicalDiskListQuery(WHOLE_LIST)
  const sleds = useSledListQuery(WHOLE_LIST)
  const silos = useSiloUtilizationListQuery(WHOLE_LIST)
  const bundles = useSupportBundleListQuery(WHOLE_LIST)
  const update = useSystemUpdateStatusQuery()
  const bgp = useNetworkingBgpStatusQuery()
  const pools = usePoolSource()
  const links = useLinkSource()
  return useMemo(
    () => [
      source('the physical disks', disks, (d) => physicalDiskIssues(d.items)),
      source('the sleds', sleds, (d) => sledIssues(d.items)),
      source('the silos’ utilization', silos, (d) => siloQuotaIssues(d.items)),
      pools,
      source('the support bundles', bundles, (d) => supportBundleIssues(d.items)),
      source('the update status', update, updateIssues),
      source('the BGP status', bgp, bgpPeerIssues),
      links,
    ],
    [disks, sleds, silos, pools, bundles, update, bgp, links],
  )
}

type IssuesSummary = {
  issues: Issue[]
  /** sources still to answer */
  pending: number
  failed: IssueSource[]
}

export function summarize(sources: readonly IssueSource[]): IssuesSummary {
  return {
    issues: sources.flatMap((s) => s.issues ?? []),
    pending: sources.filter((s) => s.issues === undefined && s.error === undefined).length,
    failed: sources.filter((s) => s.error !== undefined),
  }
}
