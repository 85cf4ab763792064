import { useNavigate } from 'react-router-dom'
import {
  useSystemSubnetPoolCreateMutation,
  useSystemSubnetPoolUpdateMutation,
} from '~/api/endpoints/systemSubnetPools'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, RadioGroupField, ResourceForm } from '~/components'
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
  return (
    <ResourceForm
      title="Create subnet pool"
      submitLabel="Create subnet pool"
      initialValues={blank}
      validationSchema={subnetPoolCreateSchema}
      submit={(values) => createPool({ body: values }).unwrap()}
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
  return (
    <ResourceForm
      title="Edit subnet pool"
      submitLabel="Update subnet pool"
      initialValues={{ name: pool.name, description: pool.description }}
      validationSchema={poolSchema}
      // by id: the form may be renaming it
      submit={(values) => updatePool({ path: { pool: pool.id }, body: values }).unwrap()}
      successMessage={(updated) => `Subnet pool ${updated.name} updated`}
      goTo={(updated) => pb.subnetPool(updated.name)}
      onDismiss={() => void navigate(pb.subnetPool(pool.name))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}, null)
