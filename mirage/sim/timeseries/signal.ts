import { hash32 } from '../../util/hash'
import type { SchemaDef } from './schemas'
import type { FieldValues } from './subjects'

// The values behind every timeseries: a smooth daily rhythm plus per-interval jitter, both
// derived from a hash of the series' identity and the time, so the same query always gives the
// same numbers and neighbouring windows look like a plausible walk rather than white noise.

/** A number in [0, 1) from a key and a step index. */
const unit = (key: string, step: number) => hash32(`${key}#${step}`) / 4294967296

/** Smoothly varying level in [0, 1]: value noise interpolated between steps of `stepMs`. */
function walk(key: string, t: number, stepMs: number): number {
  const x = t / stepMs
  const i = Math.floor(x)
  const f = x - i
  const ease = f * f * (3 - 2 * f)
  return unit(key, i) * (1 - ease) + unit(key, i + 1) * ease
}

const DAY = 86_400_000
/** Busier in the working day (UTC), quieter at night. */
const diurnal = (t: number) => 0.65 + 0.35 * Math.sin((2 * Math.PI * (t % DAY)) / DAY - Math.PI / 2)

/** Per-second rate of a counter, or the level of a gauge, at time `t` (ms). */
export function signalAt(schema: SchemaDef, fields: FieldValues, t: number): number {
  const metric = schema.name.split(':')[1] ?? ''
  const identity = `${schema.target}:${JSON.stringify(fields)}`
  const scale = 0.2 + 0.8 * unit(identity, -1) // some sources are busier than others
  const level = walk(identity + metric, t, 15 * 60_000)
  const jitter = 0.85 + 0.3 * unit(identity + metric, Math.floor(t / (schema.interval * 1000)))
  const busy = scale * diurnal(t) * (0.5 + level) * jitter

  switch (metric) {
    case 'vcpu_usage': {
      // Shares of one vCPU's time; the four states add up to a whole second per second.
      const vcpuKey = `${fields.instance_id}:${fields.vcpu_id}`
      const run = Math.min(
        0.95,
        0.05 + 0.6 * scale * diurnal(t) * (0.4 + walk(vcpuKey, t, 600_000)),
      )
      const emulation = 0.015 + 0.01 * unit(vcpuKey, Math.floor(t / 10_000))
      const waiting = 0.005 + 0.01 * walk(`${vcpuKey}:w`, t, 300_000)
      const share: Record<string, number> = {
        run,
        emulation,
        waiting,
        idle: 1 - run - emulation - waiting,
      }
      return (share[String(fields.state)] ?? 0) * 1e9
    }
    case 'reset':
      return unit(identity, Math.floor(t / DAY)) < 0.05 ? 1 / 86_400 : 0
    case 'bytes_read':
      return 24e6 * busy
    case 'bytes_written':
      return 11e6 * busy
    case 'reads':
      return (24e6 * busy) / 65_536
    case 'writes':
      return (11e6 * busy) / 32_768
    case 'flushes':
      return (11e6 * busy) / 32_768 / 40
    case 'failed_reads':
    case 'failed_writes':
    case 'failed_flushes':
    case 'errors_sent':
    case 'errors_received':
      return unit(identity + metric, Math.floor(t / 3_600_000)) < 0.02 ? 0.001 : 0
    case 'packets_dropped':
      return 0.02 * busy
    case 'bytes_sent':
      return (schema.target === 'sled_data_link' ? 180e6 : 3.5e6) * busy
    case 'bytes_received':
      return (schema.target === 'sled_data_link' ? 240e6 : 5e6) * busy
    case 'packets_sent':
      return ((schema.target === 'sled_data_link' ? 180e6 : 3.5e6) * busy) / 1100
    case 'packets_received':
      return ((schema.target === 'sled_data_link' ? 240e6 : 5e6) * busy) / 1100
    case 'temperature':
      return fields.component_kind === 'sbtsi' ? 48 + 22 * busy : 28 + 9 * busy
    case 'fan_speed':
      return 5200 + 2600 * busy
    case 'voltage':
      return 3.3 + 0.04 * (level - 0.5)
    case 'current':
      return 1.2 + 3.4 * busy
    default:
      return busy
  }
}
