import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router-dom'
import {
  useSupportBundleCreateMutation,
  useSupportBundleDeleteMutation,
} from '~/api/endpoints/systemSupportBundles'
import type { SupportBundleInfo } from '~/api/generated/types'
import { useRoleGate } from '~/app/roles'
import { pb } from '~/app/routes/paths'
import { addToast, confirmAction, confirmDelete } from '~/components'

/** Collect a new bundle (confirmed), comment on one, delete one (confirmed): fleet admins only. */
export function useBundleActions() {
  const navigate = useNavigate()
  const [create] = useSupportBundleCreateMutation()
  const [remove] = useSupportBundleDeleteMutation()
  const collectReason = useRoleGate({
    level: 'fleet',
    need: 'admin',
    action: 'collect a support bundle',
  })
  const editReason = useRoleGate({
    level: 'fleet',
    need: 'admin',
    action: "edit a support bundle's comment",
  })
  const deleteReason = useRoleGate({
    level: 'fleet',
    need: 'admin',
    action: 'delete a support bundle',
  })

  const collect = () =>
    confirmAction({
      modalTitle: 'Collect a support bundle',
      modalContent: (
        <Typography>
          The rack gathers logs, inventory and service state from every sled into a new bundle. This
          takes a while; the bundle can be downloaded once it is active.
        </Typography>
      ),
      actionType: 'primary',
      actionLabel: 'Collect',
      errorTitle: 'Could not collect a support bundle',
      doAction: async () => {
        const bundle = await create({ body: {} }).unwrap()
        addToast({ content: 'Support bundle collecting' })
        void navigate(pb.supportBundle(bundle.id))
      },
    })

  const destroy = (bundle: SupportBundleInfo, after?: () => void) =>
    confirmDelete({
      label: `support bundle ${bundle.id}`,
      doDelete: async () => {
        await remove({ path: { bundleId: bundle.id } }).unwrap()
        addToast({ content: 'Support bundle deleted' })
        after?.()
      },
    })

  return { collect, collectReason, destroy, deleteReason, editReason }
}
