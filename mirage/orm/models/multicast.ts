import { belongsTo } from 'miragejs'
import type { MulticastGroup, MulticastGroupMember } from '~/api/generated/types'
import { attrs, children, model, type Attrs } from './attrs'

// Multicast groups (fleet-wide, each holding an address of a multicast pool) and their members,
// one per instance. A group's `source_ips` is the union of its members' (the handlers write it),
// and a member's state follows its instance (mirage/handlers/experimental.multicast.ts).

export const multicastModels = {
  multicastGroup: model({
    ...attrs<Omit<Attrs<MulticastGroup>, 'sourceIps' | 'hasAnySourceMember'>>(),
    ipPool: belongsTo('ipPool', { inverse: null }),
    members: children('multicastGroupMember', 'multicastGroupId'),
  }),
  multicastGroupMember: model({
    ...attrs<Omit<Attrs<MulticastGroupMember>, 'state' | 'multicastIp'>>(),
    multicastGroup: belongsTo('multicastGroup'),
    instance: belongsTo('instance', { inverse: null }),
  }),
}
