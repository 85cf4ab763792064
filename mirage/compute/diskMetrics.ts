import type { DiskMetricName } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { gridPage, limitOf, tokenOf } from '../api/lists'
import { selectParam } from '../api/scope'
import type { MockContext } from '../context'
import type { M } from '../models'
import { badPathParam } from '../util/errors'

// GET /v1/disks/{disk}/metrics/{metric}: cumulative counters, one point a minute, computed from
// the disk's id and the minute (no stored series), so any window the console asks for is
// answered deterministically. A disk only does I/O while attached; otherwise its counters are flat.

const MINUTE = 60_000
/** With no start_time, the last hour is shown. */
const DEFAULT_WINDOW_MS = 60 * MINUTE

/** Counter growth per minute while attached; bytes are ops × an 8-block average request. */
const PER_MINUTE: Record<DiskMetricName, number> = {
  activated: 0,
  flush: 3,
  read: 40,
  read_bytes: 40 * 8 * 4096,
  write: 25,
  write_bytes: 25 * 8 * 4096,
}
const DISK_METRICS = Object.keys(PER_MINUTE)

/** A stable 0.5–1.5 factor per disk, so disks differ from each other. */
function diskFactor(id: string): number {
  let h = 0
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) % 1000
  return 0.5 + h / 1000
}

function counterAt(disk: M<'disk'>, metric: DiskMetricName, minuteIndex: number): number {
  if (metric === 'activated') return 1
  if (disk.state !== 'attached') return 0
  const rate = PER_MINUTE[metric] * diskFactor(disk.id)
  // rate·k plus a wobble whose slope never exceeds the rate: the counter only ever grows
  return Math.floor(rate * minuteIndex + 8 * rate * Math.sin(minuteIndex / 10))
}

const timeParam = (raw: string | undefined) => (raw === undefined ? undefined : Date.parse(raw))

type Token = { after: number; start: number; end: number; desc: boolean }

export function diskMetricRoutes(api: MockApi, ctx: MockContext): void {
  api.on('diskMetricsList', (c) => {
    const metric = c.params.metric ?? ''
    if (!DISK_METRICS.includes(metric)) throw badPathParam('metric', `unknown variant "${metric}"`)
    const disk = selectParam(ctx, c, 'disk', 'disk')
    const limit = limitOf(c.request)
    const token = tokenOf<Token>(c.request, (t) => typeof t.after === 'number')
    const end = token?.end ?? timeParam(c.query('end_time')) ?? Date.now()
    const start = token?.start ?? timeParam(c.query('start_time')) ?? end - DEFAULT_WINDOW_MS
    const desc = token?.desc ?? c.query('order') === 'descending'
    const created = Date.parse(disk.timeCreated)
    const firstMinute = Math.ceil(Math.max(start, created) / MINUTE)
    const lastMinute = Math.ceil(end / MINUTE) - 1 // end_time is exclusive
    const createdMinute = Math.floor(created / MINUTE)
    const grid: [number, number, number] = desc
      ? [token ? Math.min(lastMinute, token.after - 1) : lastMinute, firstMinute, -1]
      : [token ? Math.max(firstMinute, token.after + 1) : firstMinute, lastMinute, 1]
    return gridPage(
      grid,
      limit,
      (m) => ({
        timestamp: new Date(m * MINUTE).toISOString(),
        datum: {
          type: 'cumulative_i64',
          datum: {
            start_time: disk.timeCreated,
            value: counterAt(disk, metric as DiskMetricName, m - createdMinute),
          },
        },
      }),
      (after) => ({ after, start, end, desc }) satisfies Token,
    )
  })
}
