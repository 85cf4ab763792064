import type { DiskMetricName } from '~/api/generated/types'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { invalidQuery, MockHttpError } from '../util/errors'
import { DEFAULT_LIMIT, queryParam } from '../util/paging'
import { ok } from '../util/respond'
import { lookupDisk } from './disks'
import type { DiskRecord } from './records'

// GET /v1/disks/{disk}/metrics/{metric}: cumulative counters, one point a minute, computed from
// the disk's id and the minute (no stored series), so any window the console asks for is
// answered deterministically. A disk only does I/O while attached; otherwise its counters are flat.

const DISK_METRICS: readonly DiskMetricName[] = [
  'activated',
  'flush',
  'read',
  'read_bytes',
  'write',
  'write_bytes',
]

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

/** A stable 0.5–1.5 factor per disk, so disks differ from each other. */
function diskFactor(id: string): number {
  let h = 0
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) % 1000
  return 0.5 + h / 1000
}

function counterAt(disk: DiskRecord, metric: DiskMetricName, minuteIndex: number): number {
  if (metric === 'activated') return 1
  if (disk.state.state !== 'attached') return 0
  const rate = PER_MINUTE[metric] * diskFactor(disk.id)
  // rate·k plus a wobble whose slope never exceeds the rate: the counter only ever grows
  return Math.floor(rate * minuteIndex + 8 * rate * Math.sin(minuteIndex / 10))
}

function timeParam(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined
  const ms = Date.parse(raw)
  if (Number.isNaN(ms) || !/^\d{4}-\d\d-\d\dT/.test(raw)) {
    throw invalidQuery(`${name}: input contains invalid characters`)
  }
  return ms
}

type Token = { after: number; start: number; end: number; desc: boolean }

export function diskMetricRoutes(api: MockApi, ctx: MockContext): void {
  api.get('/v1/disks/:disk/metrics/:metric', (request, me) => {
    const metric = request.params.metric ?? ''
    if (!(DISK_METRICS as readonly string[]).includes(metric)) {
      throw new MockHttpError(
        400,
        'InvalidValue',
        `bad parameter in URL path: metric: unknown variant "${metric}"`,
      )
    }
    const { record } = lookupDisk(ctx, request, me)
    const rawLimit = queryParam(request, 'limit')
    const limit = rawLimit === undefined ? DEFAULT_LIMIT : Number(rawLimit)
    if (!Number.isInteger(limit) || limit < 1)
      throw invalidQuery('limit: expected a positive integer')
    const order = queryParam(request, 'order') ?? 'ascending'
    if (order !== 'ascending' && order !== 'descending') {
      throw invalidQuery(`order: unknown variant "${order}"`)
    }

    let token: Token | undefined
    const rawToken = queryParam(request, 'page_token')
    if (rawToken !== undefined) {
      try {
        token = JSON.parse(atob(rawToken)) as Token
      } catch {
        throw invalidQuery('page_token: invalid page token')
      }
    }
    const end = token?.end ?? timeParam(queryParam(request, 'end_time'), 'end_time') ?? Date.now()
    const start =
      token?.start ??
      timeParam(queryParam(request, 'start_time'), 'start_time') ??
      end - DEFAULT_WINDOW_MS
    const desc = token?.desc ?? order === 'descending'
    const created = Date.parse(record.time_created)
    const firstMinute = Math.ceil(Math.max(start, created) / MINUTE)
    const lastMinute = Math.ceil(end / MINUTE) - 1 // end_time is exclusive

    const minutes: number[] = []
    if (desc) {
      const from = token ? Math.min(lastMinute, token.after - 1) : lastMinute
      for (let m = from; m >= firstMinute && minutes.length <= limit; m--) minutes.push(m)
    } else {
      const from = token ? Math.max(firstMinute, token.after + 1) : firstMinute
      for (let m = from; m <= lastMinute && minutes.length <= limit; m++) minutes.push(m)
    }
    const page = minutes.slice(0, limit)
    const last = page[page.length - 1]
    const createdMinute = Math.floor(created / MINUTE)
    const startTime = record.time_created
    return ok({
      items: page.map((m) => ({
        timestamp: new Date(m * MINUTE).toISOString(),
        datum: {
          type: 'cumulative_i64',
          datum: {
            start_time: startTime,
            value: counterAt(record, metric as DiskMetricName, m - createdMinute),
          },
        },
      })),
      next_page:
        minutes.length > limit && last !== undefined
          ? btoa(JSON.stringify({ after: last, start, end, desc } satisfies Token))
          : null,
    })
  })
}
