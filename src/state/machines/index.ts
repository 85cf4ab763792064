// Spec §4 as data, and the one door state-changing actions go through (see ./request).
export * from './instance'
export * from './disk'
export * from './snapshot'
export * from './alertDelivery'

export { requestAction, requestDiskAction, requestInstanceAction, type Outcome } from './request'
export { detachDisabledReason } from './detach'
export { unknownStateReason } from './machine'
export { pollDisks, pollInstances, pollSnapshots } from './polling'
export { affinityJoinDisabledReason, canJoinAffinityGroup } from './affinity'
