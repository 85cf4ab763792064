import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  useSystemIpPoolAssignMutation,
  useSystemIpPoolDeleteMutation,
} from '~/api/endpoints/systemIpPools'
import type { IpPool, IpPoolAssignment } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { addToast, confirmAction, deleteAction, type RowAction } from '~/components'

/** What assigning a pool the other way does, said in its confirm. */
const ASSIGN: Record<IpPoolAssignment, { label: string; toast: string; says: string }> = {
  system_services: {
    label: 'Assign to system services',
    toast: "assigned to the rack's services",
    says:
      "The rack's own services (NTP, DNS, …) then take addresses from it, and no silo can be " +
      'linked to it. A pool still linked to a silo must be unlinked first.',
  },
  silos: {
    label: 'Assign to silos',
    toast: 'assigned to silos',
    says:
      "The rack's services stop taking new addresses from it, and silos can be linked to it. " +
      'The rack keeps at least one pool for its services: assign another one first.',
  },
}

/**
 * Edit, the assignment (silos or the rack's services) and Delete of a pool, in its list row and
 * on its page. The API refuses to delete a pool that still has ranges or links, and to move a
 * linked pool to the services or the services' last pool away; the confirm's error toast says so.
 */
export function usePoolActions(onDeleted?: () => void) {
  const navigate = useNavigate()
  const [deletePool] = useSystemIpPoolDeleteMutation()
  const [assignPool] = useSystemIpPoolAssignMutation()
  return useCallback(
    (pool: IpPool): RowAction[] => {
      const to: IpPoolAssignment = pool.assignment === 'silos' ? 'system_services' : 'silos'
      const assign = ASSIGN[to]
      return [
        { label: 'Edit', onActivate: () => void navigate(pb.ipPoolEdit(pool.name)) },
        {
          label: assign.label,
          onActivate: () =>
            confirmAction({
              modalTitle: assign.label,
              modalContent: (
                <Typography>
                  Assign <strong>{pool.name}</strong> to{' '}
                  {to === 'silos' ? 'silos' : 'the rack’s services'}? {assign.says}
                </Typography>
              ),
              errorTitle: 'Could not assign the pool',
              actionType: 'primary',
              actionLabel: 'Assign',
              doAction: async () => {
                await assignPool({ path: { pool: pool.id }, body: { assignment: to } }).unwrap()
                addToast({ content: `${pool.name} ${assign.toast}` })
              },
            }),
        },
        deleteAction({
          noun: 'IP pool',
          name: pool.name,
          doDelete: async () => {
            await deletePool({ path: { pool: pool.id } }).unwrap()
            onDeleted?.()
          },
        }),
      ]
    },
    [navigate, deletePool, assignPool, onDeleted],
  )
}
