import { useNavigate } from 'react-router-dom'
import { useVpcDeleteMutation } from '~/api/endpoints/vpcs'
import type { Vpc } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { deleteAction, type RowAction } from '~/components'

/** Edit and Delete of a VPC, in its row and on its page. */
export function useVpcActions(project: string, onDeleted?: () => void) {
  const navigate = useNavigate()
  const [deleteVpc] = useVpcDeleteMutation()
  return (vpc: Vpc): RowAction[] => [
    { label: 'Edit', onActivate: () => void navigate(pb.vpcEdit(project, vpc.name)) },
    // the API refuses while the VPC holds subnets or custom routers: the toast says so
    deleteAction({
      noun: 'VPC',
      name: vpc.name,
      doDelete: async () => {
        await deleteVpc({ path: { vpc: vpc.id } }).unwrap()
        onDeleted?.()
      },
    }),
  ]
}
