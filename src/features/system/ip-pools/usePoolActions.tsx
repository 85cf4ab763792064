import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useIpPoolDeleteMutation } from '~/api/endpoints/systemIpPools'
import type { IpPool } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { deleteAction, type RowAction } from '~/components'

/**
 * Edit and Delete of a pool, in its list row and on its page. The API refuses to delete a pool
 * that still has ranges or links; the confirm's error toast says so.
 */
export function usePoolActions(onDeleted?: () => void) {
  const navigate = useNavigate()
  const [deletePool] = useIpPoolDeleteMutation()
  return useCallback(
    (pool: IpPool): RowAction[] => [
      { label: 'Edit', onActivate: () => void navigate(pb.ipPoolEdit(pool.name)) },
      deleteAction({
        noun: 'IP pool',
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
