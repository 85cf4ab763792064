import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo } from 'react'
import {
  useIpPoolSiloUnlinkMutation,
  useIpPoolSiloUpdateMutation,
} from '~/api/endpoints/systemIpPools'
import { addToast, confirmAction, type BulkAction, type RowAction } from '~/components'

// A pool–silo link is one thing seen from two pages: the pool's linked silos and the silo's IP
// pools. Both offer the same actions on it.

export type PoolSiloLink = {
  pool: { id: string; name: string }
  silo: { id: string; name: string }
  isDefault: boolean
}

/** Make default (the silo's previous default stops being one) and Unlink, each confirmed. */
export function useLinkActions() {
  const [update] = useIpPoolSiloUpdateMutation()
  const [unlink] = useIpPoolSiloUnlinkMutation()
  return useCallback(
    ({ pool, silo, isDefault }: PoolSiloLink): RowAction[] => {
      const path = { pool: pool.id, silo: silo.id }
      return [
        {
          label: 'Make default',
          disabledReason: isDefault
            ? `${pool.name} is already the default for ${silo.name}`
            : undefined,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Make default',
              modalContent: (
                <Typography>
                  Make <strong>{pool.name}</strong> the default IP pool of{' '}
                  <strong>{silo.name}</strong>? Addresses allocated without a pool named come from
                  the default; the silo&rsquo;s current default, if any, stays linked but stops
                  being the default.
                </Typography>
              ),
              errorTitle: 'Could not make the pool the default',
              actionType: 'primary',
              actionLabel: 'Make default',
              doAction: async () => {
                await update({ path, body: { isDefault: true } }).unwrap()
                addToast({ content: `${pool.name} is now the default pool of ${silo.name}` })
              },
            }),
        },
        {
          label: 'Unlink',
          danger: true,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Confirm unlink',
              modalContent: (
                <Typography>
                  Are you sure you want to unlink <strong>{pool.name}</strong> from{' '}
                  <strong>{silo.name}</strong>? The silo can no longer allocate addresses from it;
                  addresses it holds now must be released first.
                </Typography>
              ),
              errorTitle: 'Could not unlink',
              actionType: 'danger',
              actionLabel: 'Unlink',
              doAction: async () => {
                await unlink({ path }).unwrap()
                addToast({ content: `${pool.name} unlinked from ${silo.name}` })
              },
            }),
        },
      ]
    },
    [update, unlink],
  )
}

/** Unlink on the selected links of a pool: one request per silo. */
export function useBulkUnlink<Row>(link: (row: Row) => PoolSiloLink): BulkAction<Row>[] {
  const [unlink] = useIpPoolSiloUnlinkMutation()
  return useMemo(
    () => [
      {
        label: 'Unlink',
        doing: 'Unlinking',
        done: 'Unlinked',
        danger: true,
        confirm: true,
        confirmNote:
          'They can no longer allocate addresses from it; addresses they hold now must be released first.',
        run: (row) => {
          const { pool, silo } = link(row)
          return unlink({ path: { pool: pool.id, silo: silo.id } }).unwrap()
        },
      },
    ],
    [unlink, link],
  )
}

/** Marks the silo's default pool in either list. */
export const DefaultChip = () => (
  <Chip label="Default" size="small" color="primary" variant="outlined" />
)
