import { useNavigate } from 'react-router-dom'
import {
  systemIpPoolsApi,
  useSystemIpPoolCreateMutation,
  useSystemIpPoolUpdateMutation,
  useSystemIpPoolViewQuery,
} from '~/api/endpoints/systemIpPools'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  NameField,
  RadioGroupField,
  ResourceForm,
  planRequest,
} from '~/components'
import {
  POOL_CREATE_DEFAULTS,
  poolCreateSchema,
  poolSchema,
  type PoolCreateValues,
} from './poolSchema'

const blank: PoolCreateValues = { name: '', description: '', ...POOL_CREATE_DEFAULTS }

const VERSION_CHOICES = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
] as const

const TYPE_CHOICES = [
  {
    value: 'unicast',
    label: 'Unicast',
    description: 'Addresses for instances, floating IPs and probes',
  },
  {
    value: 'multicast',
    label: 'Multicast',
    description: 'Addresses for multicast groups; its ranges must be multicast addresses',
  },
] as const

const ASSIGNMENT_CHOICES = [
  { value: 'silos', label: 'Silos', description: 'Linked to silos, which give out its addresses' },
  {
    value: 'system_services',
    label: 'System services',
    description: 'Reserved for the rack’s own services (NTP, DNS, …); no silo can be linked to it',
  },
] as const

/**
 * Spec §2 ip-pools-new: a pool is made empty; its page is where ranges and links are added. Its IP
 * version and type are fixed once made (its ranges must match them); the form opens on the API's
 * defaults: IPv4, unicast, for silos.
 */
export function IpPoolCreateForm() {
  const navigate = useNavigate()
  const [createPool] = useSystemIpPoolCreateMutation()
  const request = (values: PoolCreateValues) =>
    planRequest(systemIpPoolsApi.endpoints.systemIpPoolCreate, { body: values })
  return (
    <ResourceForm
      title="Create IP pool"
      submitLabel="Create IP pool"
      initialValues={blank}
      validationSchema={poolCreateSchema}
      request={request}
      submit={(values) => createPool(request(values).arg).unwrap()}
      successMessage={(pool) => `IP pool ${pool.name} created`}
      goTo={(pool) => pb.ipPool(pool.name)}
      onDismiss={() => void navigate(pb.ipPools())}
    >
      <NameField />
      <DescriptionField />
      <RadioGroupField name="ipVersion" label="IP version" choices={VERSION_CHOICES} />
      <RadioGroupField name="poolType" label="Pool type" choices={TYPE_CHOICES} />
      <RadioGroupField name="assignment" label="Assigned to" choices={ASSIGNMENT_CHOICES} />
    </ResourceForm>
  )
}

/** Spec §2 ip-pools/{pool}/edit, over the pool's page (whose loader fetched the pool). */
export function IpPoolEditForm() {
  const { pool: name } = useRouteParams('pool')
  const navigate = useNavigate()
  const { data: pool } = useSystemIpPoolViewQuery({ path: { pool: name } })
  const [updatePool] = useSystemIpPoolUpdateMutation()
  if (!pool) return null
  // by id: the form may be renaming it
  const request = (values: { name: string; description: string }) =>
    planRequest(systemIpPoolsApi.endpoints.systemIpPoolUpdate, {
      path: { pool: pool.id },
      body: values,
    })
  return (
    <ResourceForm
      title="Edit IP pool"
      submitLabel="Update IP pool"
      initialValues={{ name: pool.name, description: pool.description }}
      validationSchema={poolSchema}
      request={request}
      submit={(values) => updatePool(request(values).arg).unwrap()}
      successMessage={(updated) => `IP pool ${updated.name} updated`}
      goTo={(updated) => pb.ipPool(updated.name)}
      onDismiss={() => void navigate(pb.ipPool(pool.name))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}
