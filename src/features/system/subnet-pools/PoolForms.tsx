import { useNavigate } from 'react-router-dom'
import {
  systemSubnetPoolsApi,
  useSystemSubnetPoolCreateMutation,
  useSystemSubnetPoolUpdateMutation,
} from '~/api/endpoints/systemSubnetPools'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  NameField,
  RadioGroupField,
  ResourceForm,
  planRequest,
} from '~/components'
import { poolSchema } from '../ip-pools/poolSchema'
import { subnetPoolCreateSchema, type SubnetPoolCreateValues } from './poolSchema'
import { subnetPoolView } from './subnetPoolView'

const blank: SubnetPoolCreateValues = { name: '', description: '', ipVersion: 'v4' }

const VERSION_CHOICES = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
] as const

/**
 * subnet-pools-new: a pool is made empty; its page is where members and links are added. Its IP
 * version is fixed once made (its members must match it).
 */
export function SubnetPoolCreateForm() {
  const navigate = useNavigate()
  const [createPool] = useSystemSubnetPoolCreateMutation()
  const request = (values: SubnetPoolCreateValues) =>
    planRequest(systemSubnetPoolsApi.endpoints.systemSubnetPoolCreate, { body: values })
  return (
    <ResourceForm
      title="Create subnet pool"
      submitLabel="Create subnet pool"
      initialValues={blank}
      validationSchema={subnetPoolCreateSchema}
      request={request}
      submit={(values) => createPool(request(values).arg).unwrap()}
      successMessage={(pool) => `Subnet pool ${pool.name} created`}
      goTo={(pool) => pb.subnetPool(pool.name)}
      onDismiss={() => void navigate(pb.subnetPools())}
    >
      <NameField />
      <DescriptionField />
      <RadioGroupField name="ipVersion" label="IP version" choices={VERSION_CHOICES} />
    </ResourceForm>
  )
}

/** subnet-pools/{subnetPool}/edit, over the pool's page (whose loader fetched the pool). */
export const SubnetPoolEditForm = subnetPoolView.page(function SubnetPoolEditForm({ data: pool }) {
  const navigate = useNavigate()
  const [updatePool] = useSystemSubnetPoolUpdateMutation()
  // by id: the form may be renaming it
  const request = (values: { name: string; description: string }) =>
    planRequest(systemSubnetPoolsApi.endpoints.systemSubnetPoolUpdate, {
      path: { pool: pool.id },
      body: values,
    })
  return (
    <ResourceForm
      title="Edit subnet pool"
      submitLabel="Update subnet pool"
      initialValues={{ name: pool.name, description: pool.description }}
      validationSchema={poolSchema}
      request={request}
      submit={(values) => updatePool(request(values).arg).unwrap()}
      successMessage={(updated) => `Subnet pool ${updated.name} updated`}
      goTo={(updated) => pb.subnetPool(updated.name)}
      onDismiss={() => void navigate(pb.subnetPool(pool.name))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}, null)
