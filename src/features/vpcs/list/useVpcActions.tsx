import { useNavigate } from 'react-router-dom'
import { useVpcDeleteMutation } from '~/api/endpoints/vpcs'
import type { Vpc } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { addToast, confirmDelete, type RowAction } from '~/components'

/** Edit and Delete of a VPC, in its row and on its page. */
export function useVpcActions(project: string, onDeleted?: () => void) {
  const navigate = useNavigate()
  const [deleteVpc] = useVpcDeleteMutation()
  return (vpc: Vpc): RowAction[] => [
    { label: 'Edit', onActivate: () => void navigate(pb.vpcEdit(project, vpc.name)) },
    {
      label: 'Delete',
      danger: true,
      // the API refuses while the VPC holds subnets or custom routers: the toast says so
      onActivate: () =>
        confirmDelete({
          label: vpc.name,
          doDelete: async () => {
            await deleteVpc({ path: { vpc: vpc.id } }).unwrap()
            addToast({ content: `VPC ${vpc.name} deleted` })
            onDeleted?.()
          },
        }),
    },
  ]
}
