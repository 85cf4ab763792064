import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import {
  floatingIpsApi,
  useFloatingIpCreateMutation,
  useFloatingIpUpdateMutation,
  useFloatingIpViewQuery,
} from '~/api/endpoints/floatingIps'
import { useIpPoolListQuery } from '~/api/endpoints/ipPools'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
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

/** Spec §2 floating-ips-new. */
export function FloatingIpCreateForm() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const [create] = useFloatingIpCreateMutation()
  return (
    <ResourceForm
      title="Create floating IP"
      submitLabel="Create floating IP"
      initialValues={initialFloatingIpValues}
      validationSchema={floatingIpCreateSchema}
      submit={(values: FloatingIpCreateValues) =>
        create({ query: { project }, body: toFloatingIpCreate(values) }).unwrap()
      }
      successMessage={(ip) => `Floating IP ${ip.name} created`}
      goTo={(ip) => listHighlighting(pb.floatingIps(project), ip.name)}
      onDismiss={() => void navigate(pb.floatingIps(project))}
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
