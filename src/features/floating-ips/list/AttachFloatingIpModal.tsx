import { useFloatingIpAttachMutation } from '~/api/endpoints/floatingIps'
import type { FloatingIp, Instance } from '~/api/generated/types'
import { addToast, PickOneModal } from '~/components'

type Props = {
  ip: FloatingIp
  /** the project's instances (undefined while they load): a floating IP attaches within its project */
  instances: readonly Instance[] | undefined
  loadError: unknown
  onRetry: () => unknown
  onDismiss: () => void
}

/**
 * Attach a floating IP to an instance of its project. Which instances can take one now is the
 * API's to say (spec §4 has no table for it); its refusal shows here and the modal stays open.
 */
export function AttachFloatingIpModal({ ip, instances, loadError, onRetry, onDismiss }: Props) {
  const [attach] = useFloatingIpAttachMutation()
  return (
    <PickOneModal
      title="Attach floating IP"
      actionText="Attach"
      intro={
        <>
          Attach <strong>{ip.name}</strong> ({ip.ip}) to an instance.
        </>
      }
      label="Instance"
      placeholder="Select an instance"
      options={instances?.map((i) => ({ value: i.id, label: `${i.name} (${i.runState})` }))}
      loadError={loadError}
      onRetry={onRetry}
      emptyText="The project has no instances."
      help={() => 'The address reaches the instance through its primary network interface.'}
      onDismiss={onDismiss}
      onPick={async (id) => {
        const instance = instances?.find((i) => i.id === id)
        if (!instance) return
        await attach({
          path: { floatingIp: ip.id },
          body: { kind: 'instance', parent: instance.id },
        }).unwrap()
        addToast({ content: `Floating IP ${ip.name} attached to ${instance.name}` })
      }}
    />
  )
}
