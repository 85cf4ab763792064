import { useExternalSubnetAttachMutation } from '~/api/endpoints/externalSubnets'
import type { ExternalSubnet, Instance } from '~/api/generated/types'
import { addToast, PickOneModal } from '~/components'

type Props = {
  subnet: ExternalSubnet
  /** the project's instances (undefined while they load): a subnet attaches within its project */
  instances: readonly Instance[] | undefined
  loadError: unknown
  onRetry: () => unknown
  onDismiss: () => void
}

/**
 * Attach an external subnet to an instance of its project. As for floating IPs, which instances
 * can take one now is the API's to say; its refusal shows here and the modal stays open.
 */
export function AttachExternalSubnetModal({
  subnet,
  instances,
  loadError,
  onRetry,
  onDismiss,
}: Props) {
  const [attach] = useExternalSubnetAttachMutation()
  return (
    <PickOneModal
      title="Attach external subnet"
      actionText="Attach"
      intro={
        <>
          Attach <strong>{subnet.name}</strong> ({subnet.subnet}) to an instance.
        </>
      }
      label="Instance"
      placeholder="Select an instance"
      options={instances?.map((i) => ({ value: i.id, label: `${i.name} (${i.runState})` }))}
      loadError={loadError}
      onRetry={onRetry}
      emptyText="The project has no instances."
      onDismiss={onDismiss}
      onPick={async (id) => {
        const instance = instances?.find((i) => i.id === id)
        if (!instance) return
        await attach({
          path: { externalSubnet: subnet.id },
          body: { instance: instance.id },
        }).unwrap()
        addToast({ content: `External subnet ${subnet.name} attached to ${instance.name}` })
      }}
    />
  )
}
