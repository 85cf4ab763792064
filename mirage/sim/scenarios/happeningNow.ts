import { SEED_BASE } from '../../context'
import type { ScenarioRecords } from './index'

// A scenario whose story is happening as it is opened (the incident: 'paged since its storage
// faulted 2 hours ago') is built, like every scenario, at the seed's fixed time. Opened in the
// demo a year later, it would read as a year-old incident. This moves every time in its records
// by the same amount, so the seed's "now" is the page load and the story's times keep their order
// and distances. Tests and stories keep the seed's times.

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

function moved(value: unknown, shift: number): unknown {
  if (typeof value === 'string') {
    return ISO_TIME.test(value) ? new Date(Date.parse(value) + shift).toISOString() : value
  }
  if (Array.isArray(value)) return value.map((v) => moved(v, shift))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, moved(v, shift)]))
  }
  return value
}

/** The records with every timestamp moved so that the seed's time is `now`. */
export function happeningNow(records: ScenarioRecords, now = Date.now()): ScenarioRecords {
  return moved(records, now - SEED_BASE) as ScenarioRecords
}

/**
 * The records with the audit log's entries moved as happeningNow moves a whole scenario, the rest
 * as seeded: in every scenario the log's history ends at the page load, so the console's 'last
 * 24 hours' holds some of it (and what the trainer does next follows on).
 */
export function auditLogFromNow(records: ScenarioRecords, now = Date.now()): ScenarioRecords {
  const entries = records.auditLogEntries
  if (!entries) return records
  return { ...records, auditLogEntries: happeningNow({ entries }, now).entries ?? entries }
}

/** How long a seeded cooldown runs from the page load. */
export const DEMO_COOLDOWN_MS = 45 * 60_000

/**
 * The records with each cooldown that never runs out (the seed's FAR_FUTURE, which keeps an
 * instance in its cooldown in tests whenever they run) ending DEMO_COOLDOWN_MS after `now`
 * instead: the demo says when it restarts, not 'in 72 years'. Past that, it is due, as on a rack.
 */
export function cooldownsFromNow(records: ScenarioRecords, now = Date.now()): ScenarioRecords {
  const end = new Date(now + DEMO_COOLDOWN_MS).toISOString()
  const farOff = now + 365 * 24 * 3_600_000
  return Object.fromEntries(
    Object.entries(records).map(([model, rows]) => [
      model,
      rows.map((row) => {
        const expiry = (row as { autoRestartCooldownExpiration?: unknown })
          .autoRestartCooldownExpiration
        return typeof expiry === 'string' && Date.parse(expiry) > farOff
          ? { ...row, autoRestartCooldownExpiration: end }
          : row
      }),
    ]),
  )
}
