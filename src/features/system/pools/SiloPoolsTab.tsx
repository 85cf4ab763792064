import AddLinkIcon from '@mui/icons-material/AddLink'
import { useCallback, useMemo, useState } from 'react'
import type { Silo } from '~/api/generated/types'
import {
  descriptionColumn,
  GatedButton,
  ListPage,
  nameLinkColumn,
  useChangeReason,
  type DataTableColumn,
} from '~/components'
import { withArticle } from '~/state/machines/words'
import { defaultColumn, useBulkUnlink, useLinkActions } from './links'
import { LinkModal } from './LinkModal'
import { defaultMeaning, type PoolBase, type PoolKind, type SiloPoolBase } from './poolKind'

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

type Props<Pool extends PoolBase, SiloPool extends SiloPoolBase> = {
  kind: PoolKind<Pool, SiloPool>
  silo: Silo
}

/**
 * Pools of the kind not linked to the silo yet, for the picker (each with its kind, which the
 * default is one of): fetched when the picker opens.
 */
function LinkPoolModal<Pool extends PoolBase, SiloPool extends SiloPoolBase>({
  kind,
  silo,
  onDismiss,
}: Props<Pool, SiloPool> & { onDismiss: () => void }) {
  const { words } = kind
  const pools = kind.useAllPools()
  const linked = kind.useSiloPools(silo.id)
  const link = kind.useLink()
  const choices = useMemo(() => {
    if (!pools.items || !linked.data) return undefined
    const taken = new Set(linked.data.items.map((p) => p.id))
    return pools.items
      .filter((p) => !kind.notForSilos?.(p) && !taken.has(p.id))
      .map((p) => ({ value: p.id, label: `${p.name} (${kind.kindOf(p)})` }))
  }, [kind, pools.items, linked.data])
  const kindOf = (poolId: string) => {
    const pool = pools.items?.find((p) => p.id === poolId)
    return pool ? kind.kindOf(pool) : undefined
  }
  return (
    <LinkModal
      title={`Link ${words.one}`}
      label={capitalized(words.one)}
      placeholder={`Select ${withArticle(words.one)}`}
      choices={choices}
      noChoices={words.noChoices}
      defaultLabel={(poolId) => {
        const which = kindOf(poolId)
        return which
          ? `Make it this silo's default ${which} ${words.defaultNoun}`
          : `Make it this silo's default ${words.defaultNoun} of its ${words.kindAxes}`
      }}
      defaultNote={(poolId) => {
        const which = kindOf(poolId)
        const meaning = which
          ? defaultMeaning(words, which)
          : `${capitalized(words.allocates)} of its ${words.kindAxes} allocated in the silo without a pool named come from it.`
        return `${meaning} ${words.onePerKind}`
      }}
      onLink={async (poolId, isDefault) => {
        await link({ path: { pool: poolId }, body: { silo: silo.id, isDefault } }).unwrap()
        const name = pools.items?.find((p) => p.id === poolId)?.name ?? poolId
        return `${name} linked to ${silo.name}`
      }}
      onDismiss={onDismiss}
    />
  )
}

/** A silo's pools of the kind, its defaults marked (one per kind); link, make default, unlink. */
export function SiloPoolsTab<Pool extends PoolBase, SiloPool extends SiloPoolBase>({
  kind,
  silo,
}: Props<Pool, SiloPool>) {
  const { words } = kind
  const linkActions = useLinkActions(kind)
  const bulkActions = useBulkUnlink(
    kind,
    useCallback((pool: SiloPool) => ({ pool, silo, isDefault: pool.isDefault }), [silo]),
  )
  const [linking, setLinking] = useState(false)
  const roleReason = useChangeReason(`link ${words.noun}`)
  const columns = useMemo(
    (): DataTableColumn<SiloPool>[] => [
      nameLinkColumn((pool) => kind.poolPath(pool.name)),
      descriptionColumn(),
      ...kind.siloColumns,
      defaultColumn<SiloPool>(),
    ],
    [kind],
  )
  return (
    <ListPage
      label={capitalized(words.noun)}
      endpoint={kind.siloPools}
      path={() => ({ silo: silo.id })}
      query={() => ({})}
      kind={kind.entity}
      // a silo's pools are few: held whole
      whole
      sortsByName
      noun={words.noun}
      one={words.one}
      columns={columns}
      rowActions={(pool) => linkActions({ pool, silo, isDefault: pool.isDefault })}
      bulkActions={bulkActions}
      headerActions={
        <GatedButton
          variant="contained"
          startIcon={<AddLinkIcon aria-hidden />}
          disabledReason={roleReason}
          onClick={() => setLinking(true)}
        >
          Link {words.defaultNoun}
        </GatedButton>
      }
      empty={{ title: `No ${words.noun}`, body: words.siloEmpty }}
    >
      {linking && <LinkPoolModal kind={kind} silo={silo} onDismiss={() => setLinking(false)} />}
    </ListPage>
  )
}
