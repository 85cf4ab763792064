import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo } from 'react'
import {
  addToast,
  confirmAction,
  type BulkAction,
  type DataTableColumn,
  type RowAction,
} from '~/components'
import { defaultMeaning, type PoolBase, type PoolKind, type SiloPoolBase } from './poolKind'

// A pool–silo link is one thing seen from two pages: the pool's linked silos and the silo's pools
// of its kind. Both offer the same actions on it.

type PoolSiloLink<Pool> = {
  /** the pool, whose kind (IP version, and type for IP pools) a silo has one default of */
  pool: Pool
  silo: { id: string; name: string }
  isDefault: boolean
}

/**
 * Make default (the silo's previous default of the same kind stops being one; its defaults of
 * other kinds stay) and Unlink, each confirmed.
 */
export function useLinkActions<Pool extends PoolBase, SiloPool extends SiloPoolBase>(
  kind: PoolKind<Pool, SiloPool>,
) {
  const update = kind.useUpdate()
  const unlink = kind.useUnlink()
  return useCallback(
    ({ pool, silo, isDefault }: PoolSiloLink<Pool | SiloPool>): RowAction[] => {
      const { words } = kind
      const path = { pool: pool.id, silo: silo.id }
      const which = `${kind.kindOf(pool)} ${words.defaultNoun}`
      return [
        {
          label: 'Make default',
          disabledReason: isDefault
            ? `${pool.name} is already the default ${which} of ${silo.name}`
            : undefined,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Make default',
              modalContent: (
                <Typography>
                  Make <strong>{pool.name}</strong> the default {which} of{' '}
                  <strong>{silo.name}</strong>? {defaultMeaning(words, kind.kindOf(pool))} The
                  silo&rsquo;s current default {which}, if any, stays linked but stops being the
                  default{words.otherDefaults ? `; ${words.otherDefaults}` : ''}.
                </Typography>
              ),
              errorTitle: 'Could not make the pool the default',
              actionType: 'primary',
              actionLabel: 'Make default',
              doAction: async () => {
                await update({ path, body: { isDefault: true } }).unwrap()
                addToast({ content: `${pool.name} is now the default ${which} of ${silo.name}` })
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
                  <strong>{silo.name}</strong>? {words.unlinkNote}
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
    [kind, update, unlink],
  )
}

/** Unlink on the selected links: one request per link. */
export function useBulkUnlink<Pool extends PoolBase, SiloPool extends SiloPoolBase, Row>(
  kind: PoolKind<Pool, SiloPool>,
  link: (row: Row) => PoolSiloLink<PoolBase>,
): BulkAction<Row>[] {
  const unlink = kind.useUnlink()
  const note = kind.words.bulkUnlinkNote
  return useMemo(
    () => [
      {
        label: 'Unlink',
        doing: 'Unlinking',
        done: 'Unlinked',
        danger: true,
        confirm: true,
        confirmNote: note,
        run: (row) => {
          const { pool, silo } = link(row)
          return unlink({ path: { pool: pool.id, silo: silo.id } }).unwrap()
        },
      },
    ],
    [unlink, link, note],
  )
}

/** Marks a silo's default pool (of its kind) in either list. */
const DefaultChip = () => <Chip label="Default" size="small" color="primary" variant="outlined" />

/** The Default column of either list of links. */
export const defaultColumn = <Row extends { isDefault: boolean }>(): DataTableColumn<Row> => ({
  field: 'isDefault',
  headerName: 'Default',
  width: 140,
  renderCell: ({ row }) => (row.isDefault ? <DefaultChip /> : null),
  csv: (row) => String(row.isDefault),
})
