import { nowOf, type MockContext } from '../../context'
import { named, factory } from './define'

// Multicast groups (active, as the API's reconciler leaves one a moment after it is made) and
// members, named as the API names them: `member-<id>`.

export function multicastFactories(ctx: MockContext) {
  const now = () => nowOf(ctx)
  return {
    multicastGroup: factory('multicastGroup')({ ...named('group', now), state: 'active' }),
    multicastGroupMember: factory('multicastGroupMember')({
      ...named('member', now),
      sourceIps: [],
      afterCreate: (member) => {
        member.update({
          name: `member-${member.id}`,
          description: `multicast group member ${member.id}`,
        })
      },
    }),
  }
}
