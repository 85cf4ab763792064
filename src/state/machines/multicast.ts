import { machine } from './machine'
import type { BadgeColor } from './words'

// Multicast groups and their members, whose states the API sends as strings: a group is made
// (creating), serves (active) and goes with its last member (deleting, deleted); a member waits
// for its instance to run (joining), receives (joined), or has stopped receiving (left). The API
// lets an instance of any state join or leave, so neither machine gates an action.

export const multicastGroupMachine = machine({
  noun: 'multicast group',
  badge: {
    creating: 'blue',
    active: 'default',
    deleting: 'notice',
    deleted: 'neutral',
  } satisfies Record<string, BadgeColor>,
  inProgress: ['creating', 'deleting'],
  actions: {},
  steps: {},
})

export const multicastMemberMachine = machine({
  noun: 'multicast group member',
  badge: {
    joining: 'blue',
    joined: 'default',
    left: 'neutral',
  } satisfies Record<string, BadgeColor>,
  inProgress: ['joining'],
  actions: {},
  steps: {},
})
