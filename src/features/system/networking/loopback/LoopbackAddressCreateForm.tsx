import { useNavigate } from 'react-router-dom'
import { useRackListQuery } from '~/api/endpoints/systemHardware'
import {
  systemNetworkingApi,
  useNetworkingAddressLotListQuery,
  useNetworkingLoopbackAddressCreateMutation,
} from '~/api/endpoints/systemNetworking'
import { isApiError } from '~/api/errors'
import { WHOLE_LIST } from '~/api/wholeList'
import { pb } from '~/app/routes/paths'
import {
  CheckboxField,
  QueryError,
  ResourceForm,
  SelectField,
  SideModal,
  Spinner,
  TextField,
  type ServerFieldError,
  planRequest,
} from '~/components'
import { SWITCH_SLOTS } from '../switchSlots'
import {
  blankLoopback,
  loopbackSchema,
  toLoopbackCreate,
  type LoopbackFormValues,
} from './loopbackSchema'

/**
 * A switch holds an address once, whatever its prefix length: a clash is the Address field's, and
 * says which switch has it already (a loopback address has no name to be taken).
 */
function clashError(error: unknown, values: LoopbackFormValues): ServerFieldError[] {
  if (!isApiError(error) || error.errorCode !== 'ObjectAlreadyExists') return []
  const address = values.address.trim()
  return [
    {
      path: 'address',
      message: `${address} is already a loopback address on ${values.switchSlot}`,
    },
  ]
}

/** system/networking/loopback-addresses-new: an address from a lot, on one switch of a rack. */
export function LoopbackAddressCreateForm() {
  const navigate = useNavigate()
  const [createLoopback] = useNetworkingLoopbackAddressCreateMutation()
  const request = (values: LoopbackFormValues) =>
    planRequest(systemNetworkingApi.endpoints.networkingLoopbackAddressCreate, {
      body: toLoopbackCreate(values),
    })
  const racksQuery = useRackListQuery(WHOLE_LIST)
  const lotsQuery = useNetworkingAddressLotListQuery(WHOLE_LIST)
  const racks = racksQuery.data
  const lots = lotsQuery.data
  const dismiss = () => void navigate(pb.loopbackAddresses())
  // Without the racks there is no form, and without the lots no address to choose: say why, with
  // Retry, in the panel the form would take (a spinner that never ends told the user nothing).
  const refused = [
    { what: 'the racks', query: racksQuery },
    { what: 'the address lots', query: lotsQuery },
  ].find(({ query }) => query.error !== undefined)
  if (refused) {
    const { what, query } = refused
    return (
      <SideModal title="Create loopback address" isOpen onDismiss={dismiss}>
        <QueryError what={what} error={query.error} onRetry={query.refetch} />
      </SideModal>
    )
  }
  if (!racks) return <Spinner />
  return (
    <ResourceForm
      title="Create loopback address"
      submitLabel="Create loopback address"
      // one rack is the common case: it is chosen already
      initialValues={blankLoopback(racks.items.length === 1 ? racks.items[0]!.id : '')}
      validationSchema={loopbackSchema}
      request={request}
      submit={(values) => createLoopback(request(values).arg).unwrap()}
      successMessage={(lo) => `Loopback address ${lo.address} created`}
      fieldErrors={clashError}
      goTo={() => pb.loopbackAddresses()}
      onDismiss={dismiss}
    >
      <SelectField
        name="rackId"
        label="Rack"
        required
        placeholder="Select a rack"
        options={racks.items.map((r) => ({ value: r.id, label: r.id }))}
      />
      <SelectField
        name="switchSlot"
        label="Switch"
        required
        options={SWITCH_SLOTS.map((s) => ({ value: s, label: s }))}
      />
      <SelectField
        name="addressLot"
        label="Address lot"
        required
        placeholder="Select an address lot"
        options={(lots?.items ?? []).map((l) => ({ value: l.name, label: l.name }))}
        description="The address must lie in one of the lot's blocks"
      />
      <TextField name="address" label="Address" required autoComplete="off" />
      <TextField
        name="mask"
        label="Prefix length"
        required
        autoComplete="off"
        description="0 to 32 for IPv4, 0 to 128 for IPv6; 32 or 128 for the address alone"
      />
      <CheckboxField name="anycast" label="Anycast: the same address on more than one switch" />
    </ResourceForm>
  )
}
