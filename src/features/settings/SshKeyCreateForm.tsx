import { useNavigate } from 'react-router-dom'
import { pb } from '~/app/routes/paths'
import { listHighlighting, SshKeyForm } from '~/components'

/** The settings route's form (ssh-keys-new) over the keys list. */
export function SshKeyCreateForm() {
  const navigate = useNavigate()
  return (
    <SshKeyForm
      // the list, paged to the new key and marking it: the keys are in name order
      goTo={(key) => listHighlighting(pb.sshKeys(), key.name)}
      onDismiss={() => void navigate(pb.sshKeys())}
    />
  )
}
