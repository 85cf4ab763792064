import { useNavigate, useParams, type LoaderFunctionArgs, type To } from 'react-router-dom'
import {
  floatingIpsApi,
  useFloatingIpCreateMutation,
  useFloatingIpUpdateMutation,
  useFloatingIpViewQuery,
} from '~/api/endpoints/floatingIps'
import { useIpPoolListQuery } from '~/api/endpoints/ipPools'
import { systemIpPoolsApi } from '~/api/endpoints/systemIpPools'
import type { FloatingIp, SiloIpPool } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { useIsFleetViewer } from '~/app/session'
import {
  DescriptionField,
  listHighlighting,
  NameField,
  ResourceForm,
  TextField,
  useArrivedDefault,
} from '~/components'
import { PoolSelectorFields } from '~/features/instances/poolSelector'
import {
  addressFieldErrors,
  outsidePools,
  type PoolRanges,
  floatingIpCreateSchema,
  floatingIpEditSchema,
  initialFloatingIpValues,
  toFloatingIpCreate,
  type FloatingIpCreateValues,
  type FloatingIpEditValues,
} from './floatingIpForm'

export const floatingIpEditLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetch(floatingIpsApi.endpoints.floatingIpView, {
    path: { floatingIp: params.floatingIp! },
    query: { project: params.project! },
  })
  return null
}

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
  const pools = useIpPoolListQuery({ query: { limit: ALL_PAGES_LIMIT } }).data?.items
  const fleetViewer = useIsFleetViewer()
  return (
    <ResourceForm
      title="Create floating IP"
      submitLabel="Create floating IP"
      initialValues={initialFloatingIpValues}
      validationSchema={floatingIpCreateSchema}
      submit={async (values: FloatingIpCreateValues) => {
        const ip = await create({ query: { project }, body: toFloatingIpCreate(values) }).unwrap()
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

/** Spec §2 floating-ips-new. */
export function FloatingIpCreateForm() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  return (
    <FloatingIpForm
      project={project}
      goTo={(ip) => listHighlighting(pb.floatingIps(project), ip.name)}
      onDismiss={() => void navigate(pb.floatingIps(project))}
    />
  )
}

/** Spec §2 floating-ips/{floatingIp}/edit: name and description. */
export function FloatingIpEditForm() {
  const { project = '', floatingIp: selector = '' } = useParams()
  const navigate = useNavigate()
  const { data: ip } = useFloatingIpViewQuery({
    path: { floatingIp: selector },
    query: { project },
  })
  const [update] = useFloatingIpUpdateMutation()
  if (!ip) return null
  return (
    <ResourceForm
      title="Edit floating IP"
      subtitle={ip.ip}
      submitLabel="Update floating IP"
      initialValues={{ name: ip.name, description: ip.description }}
      validationSchema={floatingIpEditSchema}
      // by id: the form may be renaming it
      submit={(values: FloatingIpEditValues) =>
        update({ path: { floatingIp: ip.id }, body: values }).unwrap()
      }
      successMessage={(updated) => `Floating IP ${updated.name} updated`}
      onDismiss={() => void navigate(pb.floatingIps(project))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}
