// Spec §4 as data, and the one door state-changing actions go through (see ./request).
export * from './instance'
export * from './disk'
export { orList, stateLabel, type BadgeColor } from './words'
export {
  requestAction,
  requestDiskAction,
  requestInstanceAction,
  type MachineCheck,
  type Outcome,
} from './request'
export { BOOT_DISK_DETACH_REASON, detachDisabledReason } from './detach'
export { IN_PROGRESS_POLL_MS, pollDisks, pollInstances } from './polling'
