import type { InstanceAutoRestartPolicy } from '~/api/generated/types'
import { invalidBody } from '../util/errors'
import type { Body } from '../util/validate'
import { requireInteger, requireOneOf, requireString } from '../util/validate'
import {
  MAX_DISKS_PER_INSTANCE,
  MAX_MEMORY_GIB,
  MAX_NICS_PER_INSTANCE,
  MAX_USER_DATA_BYTES,
  MAX_VCPUS,
  MIN_MEMORY_GIB,
} from '~/util/limits'
import { GiB, invalidValue } from './body'

// Instance sizing and naming parameters shared by create and update, with the API's limits.

// The API's per-instance limits: the console's forms check the same ones (src/util/limits).
export { MAX_DISKS_PER_INSTANCE, MAX_NICS_PER_INSTANCE, MAX_USER_DATA_BYTES }
const MIN_MEMORY = MIN_MEMORY_GIB * GiB
const MAX_MEMORY = MAX_MEMORY_GIB * GiB

const AUTO_RESTART_POLICIES: readonly InstanceAutoRestartPolicy[] = ['never', 'best_effort']

export function parseNcpus(body: Body): number {
  const ncpus = requireInteger(body, 'ncpus')
  if (ncpus < 1) throw invalidValue('ncpus', 'an instance must have at least 1 vCPU')
  if (ncpus > MAX_VCPUS) {
    throw invalidValue('ncpus', `an instance may have at most ${MAX_VCPUS} vCPUs`)
  }
  return ncpus
}

export function parseMemory(body: Body): number {
  const memory = requireInteger(body, 'memory')
  if (memory < MIN_MEMORY) throw invalidValue('memory', 'memory must be at least 1 GiB')
  if (memory % GiB !== 0) throw invalidValue('memory', 'memory must be divisible by 1 GiB')
  if (memory > MAX_MEMORY) throw invalidValue('memory', 'memory must be at most 1536 GiB')
  return memory
}

/** The contract's Hostname (RFC 1035 labels joined by dots, 1–253 characters). */
const HOSTNAME_LABEL = /^[a-zA-Z0-9]+[a-zA-Z0-9-]*$/

export function parseHostname(body: Body): string {
  const hostname = requireString(body, 'hostname')
  const ok =
    hostname.length >= 1 &&
    hostname.length <= 253 &&
    hostname.split('.').every((label) => HOSTNAME_LABEL.test(label) && !label.endsWith('-'))
  if (!ok) throw invalidBody(`hostname: "${hostname}" is not an RFC 1035 hostname`)
  return hostname
}

/** null or absent: no explicit policy (the default, best effort, applies). */
export function parseAutoRestartPolicy(body: Body): InstanceAutoRestartPolicy | null {
  const value = body.auto_restart_policy
  if (value === undefined || value === null) return null
  return requireOneOf(value, 'auto_restart_policy', AUTO_RESTART_POLICIES)
}

/** Whether the control plane will restart the instance if it fails (the default is best effort). */
export const autoRestartEnabled = (policy: InstanceAutoRestartPolicy | null) => policy !== 'never'
