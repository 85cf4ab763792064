import Typography from '@mui/material/Typography'
import { useCallback, useMemo } from 'react'
import {
  useSystemSubnetPoolSiloUnlinkMutation,
  useSystemSubnetPoolSiloUpdateMutation,
} from '~/api/endpoints/systemSubnetPools'
import type { SubnetPool } from '~/api/generated/types'
import { addToast, confirmAction, type BulkAction, type RowAction } from '~/components'
import { versionLabel } from '../ip-pools/utilization'

// A subnet pool–silo link is one thing seen from two pages: the pool's linked silos and the
// silo's subnet pools. Both offer the same actions on it.

export type SubnetPoolSiloLink = {
  /** its IP version: a silo has one default subnet pool of each */
  pool: Pick<SubnetPool, 'id' | 'name' | 'ipVersion'>
  silo: { id: string; name: string }
  isDefault: boolean
}

/**
 * What being a silo's default means, said wherever a default is set: 'IPv4 external subnets
 * allocated in the silo without a pool named come from it.'
 */
export const subnetDefaultMeaning = (version: SubnetPool['ipVersion']) =>
  `${versionLabel(version)} external subnets allocated in the silo without a pool named come from it.`

/**
 * Make default (the silo's previous default of the same IP version stops being one) and Unlink,
 * each confirmed.
 */
export function useSubnetLinkActions() {
  const [update] = useSystemSubnetPoolSiloUpdateMutation()
  const [unlink] = useSystemSubnetPoolSiloUnlinkMutation()
  return useCallback(
    ({ pool, silo, isDefault }: SubnetPoolSiloLink): RowAction[] => {
      const path = { pool: pool.id, silo: silo.id }
      const version = versionLabel(pool.ipVersion)
      return [
        {
          label: 'Make default',
          disabledReason: isDefault
            ? `${pool.name} is already the default ${version} subnet pool of ${silo.name}`
            : undefined,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Make default',
              modalContent: (
                <Typography>
                  Make <strong>{pool.name}</strong> the default {version} subnet pool of{' '}
                  <strong>{silo.name}</strong>? {subnetDefaultMeaning(pool.ipVersion)} The
                  silo&rsquo;s current default {version} subnet pool, if any, stays linked but stops
                  being the default.
                </Typography>
              ),
              errorTitle: 'Could not make the pool the default',
              actionType: 'primary',
              actionLabel: 'Make default',
              doAction: async () => {
                await update({ path, body: { isDefault: true } }).unwrap()
                addToast({
                  content: `${pool.name} is now the default ${version} subnet pool of ${silo.name}`,
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
                  <strong>{silo.name}</strong>? The silo can no longer allocate external subnets
                  from it; those it holds now must be deleted first.
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

/** Unlink on the selected links: one request per link. */
export function useBulkSubnetUnlink<Row>(
  link: (row: Row) => SubnetPoolSiloLink,
): BulkAction<Row>[] {
  const [unlink] = useSystemSubnetPoolSiloUnlinkMutation()
  return useMemo(
    () => [
      {
        label: 'Unlink',
        doing: 'Unlinking',
        done: 'Unlinked',
        danger: true,
        confirm: true,
        confirmNote:
          'They can no longer allocate external subnets from it; those they hold now must be deleted first.',
        run: (row) => {
          const { pool, silo } = link(row)
          return unlink({ path: { pool: pool.id, silo: silo.id } }).unwrap()
        },
      },
    ],
    [unlink, link],
  )
}
