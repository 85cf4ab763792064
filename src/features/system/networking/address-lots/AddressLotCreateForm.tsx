import { useFormikContext } from 'formik'
import { useNavigate } from 'react-router-dom'
import {
  systemNetworkingApi,
  useNetworkingAddressLotCreateMutation,
} from '~/api/endpoints/systemNetworking'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  NameField,
  RadioGroupField,
  ResourceForm,
  TextField,
  DraftSection,
  planRequest,
} from '~/components'
import { LOT_KIND_LABELS } from './labels'
import {
  addressLotSchema,
  blankLot,
  blockErrors,
  blockOf,
  toLotCreate,
  type AddressLotFormValues,
} from './addressLotSchema'

function BlocksField() {
  const { values, setValues, setFieldValue, setFieldTouched, setFieldError } =
    useFormikContext<AddressLotFormValues>()
  const add = () => {
    const errors = blockErrors(values.blockDraft, values.blocks)
    if (errors.length) {
      for (const { path, message } of errors) {
        void setFieldTouched(`blockDraft.${path}`, true, false)
        setFieldError(`blockDraft.${path}`, message)
      }
      return
    }
    void setValues({
      ...values,
      blocks: [...values.blocks, blockOf(values.blockDraft)],
      blockDraft: { firstAddress: '', lastAddress: '' },
    })
  }
  return (
    <DraftSection
      legend="Blocks"
      description="Ranges of addresses, both ends included; IPv4 or IPv6, each of one version"
      listName="blocks"
      addLabel="Add block"
      onAdd={add}
      items={values.blocks.map((b) => `${b.firstAddress} – ${b.lastAddress}`)}
      onRemove={(i) =>
        void setFieldValue(
          'blocks',
          values.blocks.filter((_, j) => j !== i),
        )
      }
      emptyText="No blocks yet"
    >
      <TextField name="blockDraft.firstAddress" label="First address" autoComplete="off" />
      <TextField name="blockDraft.lastAddress" label="Last address" autoComplete="off" />
    </DraftSection>
  )
}

/** system/networking/address-lots-new: a lot with one or more blocks, made in one request. */
export function AddressLotCreateForm() {
  const navigate = useNavigate()
  const [createLot] = useNetworkingAddressLotCreateMutation()
  const request = (values: AddressLotFormValues) =>
    planRequest(systemNetworkingApi.endpoints.networkingAddressLotCreate, {
      body: toLotCreate(values),
    })
  return (
    <ResourceForm
      title="Create address lot"
      submitLabel="Create address lot"
      initialValues={blankLot}
      validationSchema={addressLotSchema}
      request={request}
      submit={(values) => createLot(request(values).arg).unwrap()}
      successMessage={(r) => `Address lot ${r.lot.name} created`}
      goTo={(r) => pb.addressLot(r.lot.name)}
      onDismiss={() => void navigate(pb.addressLots())}
    >
      <NameField />
      <DescriptionField />
      <RadioGroupField
        name="kind"
        label="Kind"
        choices={[
          {
            value: 'infra',
            label: LOT_KIND_LABELS.infra,
            description: 'For the rack’s own use: switch ports, loopbacks, BGP',
          },
          { value: 'pool', label: LOT_KIND_LABELS.pool, description: 'For IP pools' },
        ]}
      />
      <BlocksField />
    </ResourceForm>
  )
}
