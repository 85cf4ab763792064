import type { Instance } from '~/api/generated/types'
import { addToast, PickOneModal, type PickOption } from '~/components'
import {
  KIND_HELP,
  KIND_LABEL,
  useGroupCalls,
  useProjectGroups,
  type AffinityKind,
  type Group,
} from '~/api/affinityGroups'
import { useEntity } from '~/state/entities'
import { affinityJoinDisabledReason } from '~/state/machines'

type Props = {
  project: string
  instance: Instance
  /** ids of the groups the instance is in already: not offered */
  memberOf: ReadonlySet<string>
  onDismiss: () => void
}

// anti-affinity first: spreading instances is what most groups are for
const KINDS: AffinityKind[] = ['anti-affinity', 'affinity']

const kindOf = (value: string) => value.split(':')[0] as AffinityKind | ''

/** Pick a group of the project, either kind, for the instance to join. */
export function JoinGroupModal({ project, instance, memberOf, onDismiss }: Props) {
  const groups = useProjectGroups(project)
  const calls = useGroupCalls()
  // the instance as the store holds it now: it may have started since the button was pressed
  const live = useEntity('instances', instance.id) ?? instance

  const offered = (kind: AffinityKind): Group[] =>
    (groups[kind].data?.items ?? []).filter((g) => !memberOf.has(g.id))
  const loaded = KINDS.every((k) => groups[k].data)
  const options: PickOption[] | undefined = loaded
    ? KINDS.flatMap((k) =>
        offered(k).map((g) => ({
          value: `${k}:${g.id}`,
          label: g.name,
          group: `${KIND_LABEL[k]} groups`,
        })),
      )
    : undefined

  return (
    <PickOneModal
      title="Add to group"
      actionText="Add"
      intro={
        <>
          Add <strong>{instance.name}</strong> to an affinity or anti-affinity group of the project.
        </>
      }
      disabledReason={affinityJoinDisabledReason(live)}
      label="Group"
      placeholder="Select a group"
      options={options}
      loadError={groups.affinity.error ?? groups['anti-affinity'].error}
      onRetry={() => {
        void groups.affinity.refetch()
        void groups['anti-affinity'].refetch()
      }}
      emptyText="The instance is already in every group of this project."
      help={(value) => {
        const kind = kindOf(value)
        return kind
          ? KIND_HELP[kind]
          : 'The instance is placed by the group’s rules when it next starts.'
      }}
      onDismiss={onDismiss}
      onPick={async (value) => {
        const kind = kindOf(value)
        const chosen = kind ? offered(kind).find((g) => `${kind}:${g.id}` === value) : undefined
        if (!kind || !chosen) return
        await calls.addMember(kind, chosen.id, instance.id)
        addToast({ content: `${instance.name} added to ${chosen.name}` })
      }}
    />
  )
}
