import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSystemSubnetPoolDeleteMutation } from '~/api/endpoints/systemSubnetPools'
import type { SubnetPool } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { deleteAction, type RowAction } from '~/components'

/**
 * Edit and Delete of a subnet pool, in its list row and on its page. The API refuses to delete a
 * pool that still has members or links; the confirm's error toast says so.
 */
export function useSubnetPoolActions(onDeleted?: () => void) {
  const navigate = useNavigate()
  const [deletePool] = useSystemSubnetPoolDeleteMutation()
  return useCallback(
    (pool: SubnetPool): RowAction[] => [
      { label: 'Edit', onActivate: () => void navigate(pb.subnetPoolEdit(pool.name)) },
      deleteAction({
        noun: 'subnet pool',
        name: pool.name,
        doDelete: async () => {
          await deletePool({ path: { pool: pool.id } }).unwrap()
          onDeleted?.()
        },
      }),
    ],
    [navigate, deletePool, onDeleted],
  )
}
