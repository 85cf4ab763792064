import { useMemo } from 'react'
import { kindNoun, useGroupCalls, type AffinityKind, type Group } from '~/api/affinityGroups'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { addToast, PickOneModal } from '~/components'
import { useLiveRows } from '~/state/entities'
import { canJoinAffinityGroup } from '~/state/machines'

type AddMemberModalProps = {
  kind: AffinityKind
  group: Group
  project: string
  /** ids of the instances already in the group: not offered again */
  memberIds: ReadonlySet<string>
  onDismiss: () => void
}

/**
 * Add an instance of the project to the group. Instances the API would refuse (running ones hold
 * a sled) are listed but disabled, with the reason, so the user knows to stop them first.
 */
export function AddMemberModal({
  kind,
  group,
  project,
  memberIds,
  onDismiss,
}: AddMemberModalProps) {
  const calls = useGroupCalls()
  const query = useInstanceListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  const rows = useLiveRows('instances', query.data?.items)
  const candidates = useMemo(
    () => rows?.filter((i) => !memberIds.has(i.id) && i.runState !== 'destroyed'),
    [rows, memberIds],
  )
  const options = candidates?.map((i) => {
    const can = canJoinAffinityGroup(i)
    return {
      value: i.id,
      label: can ? i.name : `${i.name} (${i.runState}: stop it first)`,
      disabled: !can,
    }
  })

  return (
    <PickOneModal
      title="Add instance"
      actionText="Add"
      intro={
        <>
          Add an instance to the {kindNoun(kind).toLowerCase()} <strong>{group.name}</strong>.
        </>
      }
      label="Instance"
      placeholder="Select an instance"
      options={options}
      loadError={query.error}
      onRetry={query.refetch}
      emptyText="Every instance of this project is already a member."
      help={() => 'Only a stopped (or failed, or still creating) instance can be added.'}
      onDismiss={onDismiss}
      onPick={async (id) => {
        const chosen = candidates?.find((i) => i.id === id)
        if (!chosen) return
        await calls.addMember(kind, group.id, chosen.id)
        addToast({ content: `${chosen.name} added to ${group.name}` })
      }}
    />
  )
}
