import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo } from 'react'
import {
  useSystemIpPoolSiloUnlinkMutation,
  useSystemIpPoolSiloUpdateMutation,
} from '~/api/endpoints/systemIpPools'
import type { IpPool } from '~/api/generated/types'
import { addToast, confirmAction, type BulkAction, type RowAction } from '~/components'
import { poolKind } from './labels'

// A pool–silo link is one thing seen from two pages: the pool's linked silos and the silo's IP
// pools. Both offer the same actions on it.

export type PoolSiloLink = {
  /** its version and type: a silo has one default pool of each kind */
  pool: Pick<IpPool, 'id' | 'name' | 'ipVersion' | 'poolType'>
  silo: { id: string; name: string }
  isDefault: boolean
}

/**
 * Make default (the silo's previous default of the same IP version and pool type stops being
 * one; its defaults of other kinds stay) and Unlink, each confirmed.
 */
export function useLinkActions() {
  const [update] = useSystemIpPoolSiloUpdateMutation()
  const [unlink] = useSystemIpPoolSiloUnlinkMutation()
  return useCallback(
    ({ pool, silo, isDefault }: PoolSiloLink): RowAction[] => {
      const path = { pool: pool.id, silo: silo.id }
      const kind = poolKind(pool)
      return [
        {
          label: 'Make default',
          disabledReason: isDefault
            ? `${pool.name} is already the default ${kind} pool of ${silo.name}`
            : undefined,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Make default',
              modalContent: (
                <Typography>
                  Make <strong>{pool.name}</strong> the default {kind} pool of{' '}
                  <strong>{silo.name}</strong>? {defaultMeaning(kind)} The silo&rsquo;s current
                  default {kind} pool, if any, stays linked but stops being the default; its
                  defaults of other IP versions and types stay as they are.
                </Typography>
              ),
              errorTitle: 'Could not make the pool the default',
              actionType: 'primary',
              actionLabel: 'Make default',
              doAction: async () => {
                await update({ path, body: { isDefault: true } }).unwrap()
                addToast({
                  content: `${pool.name} is now the default ${kind} pool of ${silo.name}`,
                })
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
  const [unlink] = useSystemIpPoolSiloUnlinkMutation()
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

/**
 * What being a silo's default of a kind means, said wherever a default is set: 'IPv4 unicast
 * addresses allocated in the silo without a pool named come from it.'
 */
export const defaultMeaning = (kind: string) =>
  `${kind} addresses allocated in the silo without a pool named come from it.`

/** Marks a silo's default pool (of its IP version and type) in either list. */
export const DefaultChip = () => (
  <Chip label="Default" size="small" color="primary" variant="outlined" />
)
