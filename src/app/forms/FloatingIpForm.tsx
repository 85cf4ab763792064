import type { To } from 'react-router-dom'
import { useFloatingIpCreateMutation, floatingIpsApi } from '~/api/endpoints/floatingIps'
import { useIpPoolListQuery } from '~/api/endpoints/ipPools'
import { systemIpPoolsApi } from '~/api/endpoints/systemIpPools'
import type { FloatingIp, SiloIpPool } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { prefetch } from '~/app/prefetch'
import { useIsFleetViewer } from '~/app/session'
import {
  DescriptionField,
  NameField,
  PoolSelectorFields,
  ResourceForm,
  TextField,
  useArrivedDefault,
  planRequest,
} from '~/components'
import {
  addressFieldErrors,
  floatingIpCreateSchema,
  initialFloatingIpValues,
  outsidePools,
  toFloatingIpCreate,
  type FloatingIpCreateValues,
  type PoolRanges,
} from './floatingIpSchema'

/** The silo's pools, the silo's default chosen as soon as they are known (unless one was picked). */
function PoolField() {
  const { data } = useIpPoolListQuery({ query: { limit: ALL_PAGES_LIMIT } })
  useArrivedDefault('pool', data?.items.find((p) => p.isDefault)?.name)
  return <PoolSelectorFields />
}

/**
 * The silo's pools with their ranges, for an address outside all of them: ranges only for a fleet
 * viewer (the API lists them under /v1/system); a pool whose ranges could not be read, by name.
 */
async function poolRanges(pools: SiloIpPool[], withRanges: boolean): Promise<PoolRanges[]> {
  const unicast = pools.filter((p) => p.poolType !== 'multicast')
  if (!withRanges) return unicast.map((p) => ({ name: p.name }))
  return Promise.all(
    unicast.map(async (p) => {
      try {
        const { items } = await prefetch(systemIpPoolsApi.endpoints.systemIpPoolRangeList, {
          path: { pool: p.name },
          query: { limit: ALL_PAGES_LIMIT },
        })
        return { name: p.name, ranges: items.map((r) => r.range) }
      } catch {
        return { name: p.name }
      }
    }),
  )
}

type FloatingIpFormProps = {
  project: string
  onDismiss: () => void
  /** where to land after creating; without it the form closes (onDismiss) where it was opened */
  goTo?: (ip: FloatingIp) => To
  /** told of the new floating IP before the form closes, e.g. to pick it in the form below */
  onCreated?: (ip: FloatingIp) => void
}

/** Create a floating IP: from the list, or in place from a form that needs one. */
export function FloatingIpForm({ project, onDismiss, goTo, onCreated }: FloatingIpFormProps) {
  const [create] = useFloatingIpCreateMutation()
  const request = (values: FloatingIpCreateValues) =>
    planRequest(floatingIpsApi.endpoints.floatingIpCreate, {
      query: { project },
      body: toFloatingIpCreate(values),
    })
  const pools = useIpPoolListQuery({ query: { limit: ALL_PAGES_LIMIT } }).data?.items
  const fleetViewer = useIsFleetViewer()
  return (
    <ResourceForm
      title="Create floating IP"
      submitLabel="Create floating IP"
      initialValues={initialFloatingIpValues}
      validationSchema={floatingIpCreateSchema}
      request={request}
      submit={async (values) => {
        const ip = await create(request(values).arg).unwrap()
        onCreated?.(ip)
        return ip
      }}
      successMessage={(ip) => `Floating IP ${ip.name} created`}
      fieldErrors={async (error, values) =>
        addressFieldErrors(
          error,
          values,
          outsidePools(error) ? await poolRanges(pools ?? [], fleetViewer) : [],
        )
      }
      goTo={goTo}
      onDismiss={onDismiss}
    >
      <NameField />
      <DescriptionField />
      <PoolField />
      <TextField
        name="ip"
        label="IP address"
        autoComplete="off"
        description="Optional: a free address of one of the silo's pools; without one, the next free one of the pool"
      />
    </ResourceForm>
  )
}
