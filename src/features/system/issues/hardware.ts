import type { PhysicalDisk, Sled } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { counted, someOf, type Issue } from './issue'

// The rack's hardware: physical disks and sleds the fleet runs without. Pure.

const sledName = (s: Sled) =>
  s.slot === null || s.slot === undefined
    ? s.baseboard.serial
    : `${s.baseboard.serial} (cubby ${s.slot})`

/** Disks an operator expunged or Nexus decommissioned: their storage is gone from the fleet. */
export function physicalDiskIssues(disks: readonly PhysicalDisk[]): Issue[] {
  const out = disks.filter((d) => d.policy.kind !== 'in_service' || d.state !== 'active')
  if (out.length === 0) return []
  return [
    {
      key: 'physical-disks-out',
      severity: 'warning',
      count: out.length,
      title: `${counted(out.length, 'physical disk')} not in service`,
      detail: `No longer stores data; the fleet’s storage is smaller by ${out.length === 1 ? 'it' : 'them'}: ${someOf(out.map((d) => d.serial))}.`,
      to: pb.physicalDisks(),
      action: 'View physical disks',
    },
  ]
}

/** Expunged sleds (gone for good) and sleds in service that take no new instances. */
export function sledIssues(sleds: readonly Sled[]): Issue[] {
  const expunged = sleds.filter((s) => s.policy.kind === 'expunged')
  const closed = sleds.filter(
    (s) => s.policy.kind === 'in_service' && s.policy.provisionPolicy === 'non_provisionable',
  )
  const issues: Issue[] = []
  const one = (list: Sled[]) => (list.length === 1 ? pb.sled(list[0]!.id) : pb.sleds())
  if (expunged.length > 0) {
    issues.push({
      key: 'sleds-expunged',
      severity: 'warning',
      count: expunged.length,
      title: `${counted(expunged.length, 'sled')} expunged`,
      detail: `Removed from service for good; the fleet runs without ${expunged.length === 1 ? 'its' : 'their'} capacity: ${someOf(expunged.map(sledName))}.`,
      to: one(expunged),
      action: expunged.length === 1 ? 'View sled' : 'View sleds',
    })
  }
  if (closed.length > 0) {
    issues.push({
      key: 'sleds-non-provisionable',
      severity: 'warning',
      count: closed.length,
      title: `${counted(closed.length, 'sled')} not taking new instances`,
      detail: `Provision policy is non-provisionable, so new instances go to other sleds: ${someOf(closed.map(sledName))}.`,
      to: one(closed),
      action: closed.length === 1 ? 'View sled' : 'View sleds',
    })
  }
  return issues
}
