import { useFormikContext } from 'formik'
import { useIpPoolListQuery } from '~/api/endpoints/ipPools'
import { messageOf } from '~/api/errors'
import type { IpVersion, PoolSelector, SiloIpPool } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { SelectField } from './SelectField'
import { useArrivedDefault } from './useArrivedDefault'

// The API's pool selector (floating, ephemeral and instance external IPs, probes): a named pool,
// or the silo's default one, of an IP version when the silo has a default of each.

/** '' is the API's default: no version, which the API resolves when the silo has one default. */
export type IpVersionChoice = '' | IpVersion

export type PoolSelectorValues = {
  /** the pool's name; '' for the silo's default */
  pool: string
  ipVersion: IpVersionChoice
}

export const IP_VERSION_OPTIONS = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
] as const

export const toPoolSelector = ({ pool, ipVersion }: PoolSelectorValues): PoolSelector =>
  pool ? { type: 'explicit', pool } : { type: 'auto', ipVersion: ipVersion || null }

/** Unicast pools the silo may allocate from, of `ipVersion` when one is chosen. */
export const poolsOfVersion = (pools: SiloIpPool[], ipVersion: IpVersionChoice) =>
  pools.filter((p) => p.poolType !== 'multicast' && (!ipVersion || p.ipVersion === ipVersion))

/**
 * The IP version and the pool, named `${prefix}ipVersion` and `${prefix}pool`. The version
 * narrows the pools offered; with no pool chosen it tells the API which default pool to use.
 */
export function PoolSelectorFields({
  prefix = '',
  poolDescription = 'The pool the address is taken from',
}: {
  prefix?: string
  poolDescription?: string
}) {
  const { data, error, isLoading } = useIpPoolListQuery({ query: { limit: ALL_PAGES_LIMIT } })
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>()
  const ipVersion = (values[`${prefix}ipVersion`] ?? '') as IpVersionChoice
  const pool = values[`${prefix}pool`] as string
  const pools = poolsOfVersion(data?.items ?? [], ipVersion)
  // the API refuses "the silo default" without a version when the silo has one of each
  const defaults = poolsOfVersion(data?.items ?? [], '').filter((p) => p.isDefault)
  useArrivedDefault(`${prefix}ipVersion`, defaults.length > 1 ? defaults[0]!.ipVersion : undefined)
  return (
    <>
      <SelectField
        name={`${prefix}ipVersion`}
        label="IP version"
        placeholder="Any"
        options={IP_VERSION_OPTIONS}
        description="Narrows the pools; with the silo default, picks which default pool"
        onChoose={(v) => {
          // a pool of the other version can no longer be the choice
          const chosen = data?.items.find((p) => p.name === pool)
          if (v && chosen && chosen.ipVersion !== v) void setFieldValue(`${prefix}pool`, '')
        }}
      />
      <SelectField
        name={`${prefix}pool`}
        label="IP pool"
        placeholder={isLoading ? 'Loading…' : 'The silo default'}
        options={pools.map((p) => ({
          value: p.name,
          label: p.isDefault ? `${p.name} (default)` : p.name,
        }))}
        description={
          error !== undefined ? `Could not load the pools: ${messageOf(error)}` : poolDescription
        }
      />
    </>
  )
}
