import type { OxqlQueryResult } from '~/api/generated/types'
import { oxqlQuery } from './range'
import type { MetricsWindow } from './range'
import {
  formatBytesRate,
  formatCountRate,
  formatPercent,
  perSecond,
  toChartData,
  vcpuStateLabel,
  vcpuStateShares,
  vcpuUtilization,
} from './series'
import type { ChartData } from './series'

// What each metrics sub-tab charts: for every chart its title, the OxQL queries behind it and
// how their results become lines. Pure, so the wiring is tested without drawing anything.

/**
 * Instance producers (vCPU, virtual disk, network interface) report a sample every 10 s. An
 * aligned counter is the mean of the per-sample deltas in each window, so dividing by the sample
 * length gives a rate per second, the same whatever window width the range uses.
 */
const SAMPLE_SECONDS = 10

export type ChartSpec = {
  /** stable id (for React keys and element ids) */
  id: string
  title: string
  /** what the values are, shown under the title */
  unit: string
  /** the queries behind the chart, one or two (a chart compares at most two measurements) */
  queries: [string] | [string, string]
  /** what each query measures, for 'View query' ('Read', 'Written') */
  queryLabels: string[]
  /**
   * Drawn only where the rack records it: an API answer that the timeseries does not exist
   * leaves the chart out rather than showing an error.
   */
  optional?: boolean
  /** results, in the order of `queries`, as lines */
  toData: (results: OxqlQueryResult[]) => ChartData
  /** y-axis and tooltip values */
  format: (v: number) => string
  /** fixed top of the y axis (100 for shares) */
  max?: number
}

const empty: OxqlQueryResult = { tables: [] }

/** A chart comparing two counters of one instance, each summed over its sources, per second. */
function pairChart(
  id: string,
  title: string,
  unit: string,
  format: (v: number) => string,
  lines: [{ label: string; timeseries: string }, { label: string; timeseries: string }],
  where: Record<string, string>,
  window: MetricsWindow,
  groupBy: string[] = Object.keys(where),
): ChartSpec {
  const [a, b] = lines
  return {
    id,
    title,
    unit,
    format,
    queries: [
      oxqlQuery({ timeseries: a.timeseries, where, window, groupBy }),
      oxqlQuery({ timeseries: b.timeseries, where, window, groupBy }),
    ],
    queryLabels: [a.label, b.label],
    toData: ([ra = empty, rb = empty]) =>
      perSecond(
        toChartData([
          { result: ra, key: a.label },
          { result: rb, key: b.label },
        ]),
        SAMPLE_SECONDS,
      ),
  }
}

export function cpuCharts(instanceId: string, window: MetricsWindow): ChartSpec[] {
  // One query for both charts (the store asks the same text only once): vCPU time by state.
  const query = oxqlQuery({
    timeseries: 'virtual_machine:vcpu_usage',
    where: { instance_id: instanceId },
    window,
    groupBy: ['state'],
  })
  const byState = (result: OxqlQueryResult = empty) =>
    toChartData([{ result, key: { field: 'state' }, label: vcpuStateLabel }])
  return [
    {
      id: 'cpu-utilization',
      title: 'CPU utilization',
      unit: 'Share of vCPU time not idle, all vCPUs',
      queries: [query],
      queryLabels: ['vCPU time by state'],
      toData: ([r]) => vcpuUtilization(byState(r)),
      format: formatPercent,
      max: 100,
    },
    {
      id: 'vcpu-states',
      title: 'vCPU time by state',
      unit: 'Share of vCPU time in each state, all vCPUs',
      queries: [query],
      queryLabels: ['vCPU time by state'],
      toData: ([r]) => vcpuStateShares(byState(r)),
      format: formatPercent,
      max: 100,
    },
  ]
}

export function diskCharts(instanceId: string, window: MetricsWindow): ChartSpec[] {
  const where = { attached_instance_id: instanceId }
  return [
    pairChart(
      'disk-throughput',
      'Disk throughput',
      'Bytes per second, all attached disks',
      formatBytesRate,
      [
        { label: 'Read', timeseries: 'virtual_disk:bytes_read' },
        { label: 'Written', timeseries: 'virtual_disk:bytes_written' },
      ],
      where,
      window,
    ),
    pairChart(
      'disk-operations',
      'Disk operations',
      'Requests per second, all attached disks',
      formatCountRate,
      [
        { label: 'Reads', timeseries: 'virtual_disk:reads' },
        { label: 'Writes', timeseries: 'virtual_disk:writes' },
      ],
      where,
      window,
    ),
  ]
}

/**
 * The network charts, for every interface of the instance (summed) or the one with `nicId`.
 * Dropped packets are charted where the rack records them (instance_network_interface:
 * packets_dropped): the chart is optional.
 */
export function networkCharts(
  instanceId: string,
  window: MetricsWindow,
  nicId?: string,
): ChartSpec[] {
  const where: Record<string, string> = nicId
    ? { instance_id: instanceId, interface_id: nicId }
    : { instance_id: instanceId }
  const which = nicId ? 'this network interface' : 'all network interfaces'
  const groupBy = ['instance_id']
  const dropped = oxqlQuery({
    timeseries: 'instance_network_interface:packets_dropped',
    where,
    window,
    groupBy,
  })
  return [
    pairChart(
      'network-throughput',
      'Network throughput',
      `Bytes per second, ${which}`,
      formatBytesRate,
      [
        { label: 'Received', timeseries: 'instance_network_interface:bytes_received' },
        { label: 'Sent', timeseries: 'instance_network_interface:bytes_sent' },
      ],
      where,
      window,
      groupBy,
    ),
    pairChart(
      'network-packets',
      'Network packets',
      `Packets per second, ${which}`,
      formatCountRate,
      [
        { label: 'Received', timeseries: 'instance_network_interface:packets_received' },
        { label: 'Sent', timeseries: 'instance_network_interface:packets_sent' },
      ],
      where,
      window,
      groupBy,
    ),
    {
      id: 'network-dropped',
      title: 'Packets dropped',
      unit: `Packets per second, ${which}`,
      format: formatCountRate,
      queries: [dropped],
      queryLabels: ['Dropped'],
      optional: true,
      toData: ([r = empty]) =>
        perSecond(toChartData([{ result: r, key: 'Dropped' }]), SAMPLE_SECONDS),
    },
  ]
}
