import { useNavigate, useParams } from 'react-router-dom'
import {
  useIpPoolCreateMutation,
  useIpPoolUpdateMutation,
  useIpPoolViewQuery,
} from '~/api/endpoints/systemIpPools'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm } from '~/components'
import { poolSchema, type PoolFormValues } from './poolSchema'

const blank: PoolFormValues = { name: '', description: '' }

/** Spec §2 ip-pools-new: a pool is made empty; its page is where ranges and links are added. */
export function IpPoolCreateForm() {
  const navigate = useNavigate()
  const [createPool] = useIpPoolCreateMutation()
  return (
    <ResourceForm
      title="Create IP pool"
      submitLabel="Create IP pool"
      initialValues={blank}
      validationSchema={poolSchema}
      submit={(values) => createPool({ body: values }).unwrap()}
      successMessage={(pool) => `IP pool ${pool.name} created`}
      goTo={(pool) => pb.ipPool(pool.name)}
      onDismiss={() => void navigate(pb.ipPools())}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}

/** Spec §2 ip-pools/{pool}/edit, over the pool's page (whose loader fetched the pool). */
export function IpPoolEditForm() {
  const { pool: name = '' } = useParams()
  const navigate = useNavigate()
  const { data: pool } = useIpPoolViewQuery({ path: { pool: name } })
  const [updatePool] = useIpPoolUpdateMutation()
  if (!pool) return null
  return (
    <ResourceForm
      title="Edit IP pool"
      submitLabel="Update IP pool"
      initialValues={{ name: pool.name, description: pool.description }}
      validationSchema={poolSchema}
      // by id: the form may be renaming it
      submit={(values) => updatePool({ path: { pool: pool.id }, body: values }).unwrap()}
      successMessage={(updated) => `IP pool ${updated.name} updated`}
      goTo={(updated) => pb.ipPool(updated.name)}
      onDismiss={() => void navigate(pb.ipPool(pool.name))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}
