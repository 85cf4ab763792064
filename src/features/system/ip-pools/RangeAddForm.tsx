import { useNavigate, useParams } from 'react-router-dom'
import { useIpPoolRangeAddMutation, useIpPoolViewQuery } from '~/api/endpoints/systemIpPools'
import { pb } from '~/app/routes/paths'
import { ResourceForm, TextField } from '~/components'
import { rangeSchema, type RangeFormValues } from './rangeSchema'

const blank: RangeFormValues = { first: '', last: '' }

/**
 * Spec §2 ip-pools/{pool}/ranges-add: first and last address of a range, both ends included.
 * The API refuses a range overlapping any pool's; that shows here with the input kept.
 */
export function RangeAddForm() {
  const { pool: name = '' } = useParams()
  const navigate = useNavigate()
  const { data: pool } = useIpPoolViewQuery({ path: { pool: name } })
  const [addRange] = useIpPoolRangeAddMutation()
  if (!pool) return null
  return (
    <ResourceForm
      title="Add IP range"
      subtitle={`To ${pool.name}`}
      submitLabel="Add IP range"
      initialValues={blank}
      validationSchema={rangeSchema}
      submit={(values) =>
        addRange({
          path: { pool: pool.id },
          body: { first: values.first.trim(), last: values.last.trim() },
        }).unwrap()
      }
      successMessage={(r) => `Range ${r.range.first}–${r.range.last} added`}
      goTo={() => pb.ipPool(pool.name)}
      onDismiss={() => void navigate(pb.ipPool(pool.name))}
    >
      <TextField
        name="first"
        label="First"
        required
        autoComplete="off"
        description="The range's first address, IPv4 or IPv6"
      />
      <TextField
        name="last"
        label="Last"
        required
        autoComplete="off"
        description="Its last address, of the same version; the range includes both"
      />
    </ResourceForm>
  )
}
