import {
  parseRefresh,
  parseWindowParams,
  type RefreshInterval,
  type TimeWindow,
} from '~/util/timeRange'
import { DEFAULT_RANGE, parseRange, type MetricsRange } from './range'

// What the metrics tab keeps in its address, so a view can be shared and survives a reload:
// ?range= (a preset, or 'custom' with ?start= and ?end= as ISO times), ?refresh= (auto-refresh
// interval; none is off) and ?nic= (the network sub-tab's interface; none is all). Pure.

export type MetricsParams = {
  range: MetricsRange | 'custom'
  /** the custom window as the address has it; undefined when it is missing or unreadable */
  custom?: TimeWindow
  refresh?: RefreshInterval
  /** a network interface's name */
  nic?: string
}

export function readMetricsParams(params: URLSearchParams): MetricsParams {
  const raw = params.get('range')
  const custom = raw === 'custom'
  return {
    range: custom ? 'custom' : (parseRange(raw) ?? DEFAULT_RANGE),
    custom: custom ? parseWindowParams(params.get('start'), params.get('end')) : undefined,
    refresh: parseRefresh(params.get('refresh')),
    nic: params.get('nic') || undefined,
  }
}

/** The address's query for these params: only what differs from the defaults, in a fixed order. */
export function metricsSearch(p: MetricsParams): string {
  const search = new URLSearchParams()
  if (p.range !== DEFAULT_RANGE) search.set('range', p.range)
  if (p.range === 'custom' && p.custom) {
    search.set('start', p.custom.start.toISOString())
    search.set('end', p.custom.end.toISOString())
  }
  if (p.refresh) search.set('refresh', p.refresh)
  if (p.nic) search.set('nic', p.nic)
  const text = search.toString()
  return text ? `?${text}` : ''
}
