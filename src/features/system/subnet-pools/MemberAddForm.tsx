import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useField } from 'formik'
import { useNavigate } from 'react-router-dom'
import {
  systemSubnetPoolsApi,
  useSystemSubnetPoolMemberAddMutation,
} from '~/api/endpoints/systemSubnetPools'
import { isApiError } from '~/api/errors'
import { pb } from '~/app/routes/paths'
import { ResourceForm, TextField, type ServerFieldError, planRequest } from '~/components'
import { networkSuggestion } from '~/util/netSchema'
import { versionLabel } from '../ip-pools/utilization'
import { blankMember, memberSchemaFor, toMemberAdd, type MemberFormValues } from './memberSchema'
import { subnetPoolView } from './subnetPoolView'

/** The subnet, with a button to use the network a block with host bits set falls in. */
function SubnetField({ description }: { description: string }) {
  const [field, , helpers] = useField<string>('subnet')
  const network = networkSuggestion(field.value)
  return (
    <Box>
      <TextField
        name="subnet"
        label="Subnet"
        required
        autoComplete="off"
        description={description}
      />
      {network && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => void helpers.setValue(network)}>
          Use {network}
        </Button>
      )}
    </Box>
  )
}

/**
 * The API's refusals at the field they are about: a prefix length out of range at it, a subnet
 * (an overlap with any pool's member, another IP version) at Subnet.
 */
function memberErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error)) return []
  const { message } = error
  if (/min_prefix_length/.test(message)) return [{ path: 'minPrefixLength', message }]
  if (/max_prefix_length/.test(message)) return [{ path: 'maxPrefixLength', message }]
  return /subnet/i.test(message) ? [{ path: 'subnet', message }] : []
}

/**
 * subnet-pools/{subnetPool}/members-add: a subnet of the pool's IP version and, optionally, the
 * sizes of external subnet it hands out. Over the pool's page, which has the pool.
 */
export const MemberAddForm = subnetPoolView.page(function MemberAddForm({ data: pool }) {
  const navigate = useNavigate()
  const [addMember] = useSystemSubnetPoolMemberAddMutation()
  const request = (values: MemberFormValues) =>
    planRequest(systemSubnetPoolsApi.endpoints.systemSubnetPoolMemberAdd, {
      path: { pool: pool.id },
      body: toMemberAdd(values),
    })
  const version = versionLabel(pool.ipVersion)
  const widest = pool.ipVersion === 'v4' ? 32 : 128
  return (
    <ResourceForm
      title="Add member"
      subtitle={`To ${pool.name}`}
      submitLabel="Add member"
      initialValues={blankMember}
      validationSchema={memberSchemaFor(pool.ipVersion)}
      request={request}
      submit={(values) => addMember(request(values).arg).unwrap()}
      successMessage={(m) => `${m.subnet} added to ${pool.name}`}
      goTo={() => pb.subnetPool(pool.name)}
      fieldErrors={memberErrors}
      onDismiss={() => void navigate(pb.subnetPool(pool.name))}
    >
      <SubnetField
        description={`An ${version} network, e.g. ${pool.ipVersion === 'v4' ? '100.64.0.0/20' : 'fd00:1::/48'}`}
      />
      <TextField
        name="minPrefixLength"
        label="Min prefix length"
        type="number"
        autoComplete="off"
        description="The largest external subnet it hands out; empty: the member's own width"
      />
      <TextField
        name="maxPrefixLength"
        label="Max prefix length"
        type="number"
        autoComplete="off"
        description={`The smallest external subnet it hands out; empty: /${widest}`}
      />
    </ResourceForm>
  )
}, null)
