import {
  STACK_LABELS,
  stackTransitIps,
  subnetLabel,
  toIpConfig,
  type StackChoice,
} from '~/api/ipStack'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { useField, useFormikContext } from 'formik'
import * as yup from 'yup'
import {
  useInstanceNetworkInterfaceCreateMutation,
  useInstanceNetworkInterfaceUpdateMutation,
  instancesApi,
} from '~/api/endpoints/instances'
import { useVpcListQuery, useVpcSubnetListQuery } from '~/api/endpoints/vpcs'
import type { Instance, InstanceNetworkInterface } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import {
  DescriptionField,
  NameField,
  ResourceForm,
  SelectField,
  TextField,
  unwrapOutcome,
  useArrivedDefault,
  planRequest,
} from '~/components'
import { requestInstanceAction } from '~/state/machines'
import { parseIp } from '~/util/ip'
import {
  descriptionSchema,
  hasDuplicates,
  nameSchema,
  requiredMessage,
  UNIQUE_ITEMS_MESSAGE,
} from '~/util/validation'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { TransitIpsField } from './TransitIpsField'
import { transitDraftError, withDraft } from './transitIps'

type CreateValues = {
  name: string
  description: string
  vpc: string
  subnet: string
  ipStack: StackChoice
  ip: string
}

const STACK_OPTIONS = (Object.keys(STACK_LABELS) as StackChoice[])
  .reverse() // the API's default, dual stack, first
  .map((value) => ({ value, label: STACK_LABELS[value] }))

const createSchema = yup.object({
  name: nameSchema(),
  description: descriptionSchema,
  vpc: yup.string().required(requiredMessage('VPC')),
  subnet: yup.string().required(requiredMessage('Subnet')),
  // optional: the API picks a free address of the subnet when none is given
  ip: yup
    .string()
    .trim()
    .test('ip', function (value) {
      if (!value) return true
      const ip = parseIp(value)
      if (ip.type === 'error') return this.createError({ message: ip.message })
      const stack = (this.parent as CreateValues).ipStack
      const isV6 = value.includes(':')
      if ((isV6 && stack === 'v4') || (!isV6 && stack === 'v6'))
        return this.createError({ message: `Not an address of the ${STACK_LABELS[stack]} stack` })
      return true
    }),
})

/** The subnets of the VPC chosen above it; choosing another VPC clears the subnet. */
function SubnetSelect({ project }: { project: string }) {
  const { values } = useFormikContext<CreateValues>()
  const { data, isFetching } = useVpcSubnetListQuery(
    { query: { project, vpc: values.vpc, limit: ALL_PAGES_LIMIT } },
    { skip: !values.vpc },
  )
  const options = (data?.items ?? []).map((s) => ({
    value: s.name,
    label: subnetLabel(s, values.ipStack),
  }))
  const description = !values.vpc
    ? 'Choose a VPC first'
    : isFetching && !data
      ? 'Loading subnets…'
      : undefined
  return (
    <SelectField
      name="subnet"
      label="Subnet"
      required
      placeholder="Select a subnet"
      options={options}
      description={description}
    />
  )
}

/**
 * The VPC, chosen already when the instance's interfaces name one (they all share it). The form
 * may open before that is known (a quick click while the interfaces load): it is filled in when
 * it arrives, unless the user has picked one meanwhile.
 */
function VpcSelect({ project, preset }: { project: string; preset: string | undefined }) {
  const { data } = useVpcListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  const [, , subnet] = useField<string>('subnet')
  useArrivedDefault('vpc', preset)
  const options = (data?.items ?? []).map((v) => ({ value: v.name, label: v.name }))
  return (
    <SelectField
      name="vpc"
      label="VPC"
      required
      placeholder="Select a VPC"
      options={options}
      onChoose={() => void subnet.setValue('')}
    />
  )
}

type CreateProps = {
  project: string
  instance: Instance
  /** the VPC the instance's interfaces are in: every interface of an instance shares one */
  vpcName?: string
  onDismiss: () => void
}

export function AddNicForm({ project, instance, vpcName, onDismiss }: CreateProps) {
  const dispatch = useAppDispatch()
  const [create] = useInstanceNetworkInterfaceCreateMutation()
  const request = (values: CreateValues) =>
    planRequest(instancesApi.endpoints.instanceNetworkInterfaceCreate, {
      query: { project, instance: instance.name },
      body: {
        name: values.name,
        description: values.description,
        vpcName: values.vpc,
        subnetName: values.subnet,
        ipConfig: toIpConfig(values.ipStack, values.ip.trim()),
      },
    })
  const submit = (values: CreateValues) =>
    dispatch(
      requestInstanceAction('updateNetworkInterface', instance, () =>
        create(request(values).arg).unwrap(),
      ),
    ).then(unwrapOutcome)
  return (
    <ResourceForm
      title="Add network interface"
      subtitle={instance.name}
      submitLabel="Add network interface"
      initialValues={{
        name: '',
        description: '',
        vpc: vpcName ?? '',
        subnet: '',
        ipStack: 'dual_stack',
        ip: '',
      }}
      validationSchema={createSchema}
      request={request}
      submit={submit}
      successMessage={(nic) => `Network interface ${nic.name} added`}
      onDismiss={onDismiss}
    >
      <NameField />
      <DescriptionField />
      <VpcSelect project={project} preset={vpcName} />
      <SubnetSelect project={project} />
      <SelectField
        name="ipStack"
        label="IP stack"
        options={STACK_OPTIONS}
        description="The private addresses the interface gets"
      />
      <TextField
        name="ip"
        label="IP address"
        description="Optional: a free address of the subnet is chosen when left empty"
        autoComplete="off"
      />
    </ResourceForm>
  )
}

type EditValues = {
  name: string
  description: string
  primary: boolean
  transitIps: string[]
  /** a transit network typed but not yet added: saved with the rest when valid */
  transitDraft: string
}

const editSchema = yup
  .object({ name: nameSchema(), description: descriptionSchema })
  .test('transit-ips', function (raw) {
    const values = raw as Partial<EditValues>
    const items = values.transitIps ?? []
    if (hasDuplicates(items))
      return this.createError({ path: 'transitIps', message: UNIQUE_ITEMS_MESSAGE })
    const draft = values.transitDraft?.trim() ?? ''
    const error = draft ? transitDraftError(draft, items) : undefined
    return error ? this.createError({ path: 'transitDraft', message: error }) : true
  })

function PrimaryCheckbox({ wasPrimary }: { wasPrimary: boolean }) {
  const [field] = useField<boolean>({ name: 'primary', type: 'checkbox' })
  return (
    <FormControlLabel
      // the primary role moves to another interface by making that one primary
      control={<Checkbox {...field} checked={field.value} disabled={wasPrimary} />}
      label={wasPrimary ? 'Primary interface' : 'Make this the primary interface'}
    />
  )
}

type EditProps = { instance: Instance; nic: InstanceNetworkInterface; onDismiss: () => void }

export function EditNicForm({ instance, nic, onDismiss }: EditProps) {
  const dispatch = useAppDispatch()
  const [update] = useInstanceNetworkInterfaceUpdateMutation()
  const request = (values: EditValues) =>
    planRequest(instancesApi.endpoints.instanceNetworkInterfaceUpdate, {
      path: { interface: nic.id },
      body: {
        name: values.name,
        description: values.description,
        primary: values.primary,
        // the update replaces the list (an absent one empties it): always send it whole
        transitIps: withDraft(values.transitIps, values.transitDraft),
      },
    })
  const submit = (values: EditValues) =>
    dispatch(
      requestInstanceAction('updateNetworkInterface', instance, () =>
        update(request(values).arg).unwrap(),
      ),
    ).then(unwrapOutcome)
  return (
    <ResourceForm
      title="Edit network interface"
      subtitle={nic.name}
      submitLabel="Update network interface"
      initialValues={{
        name: nic.name,
        description: nic.description,
        primary: nic.primary,
        transitIps: stackTransitIps(nic.ipStack),
        transitDraft: '',
      }}
      validationSchema={editSchema}
      request={request}
      submit={submit}
      successMessage={(updated) => `Network interface ${updated.name} updated`}
      onDismiss={onDismiss}
    >
      <NameField />
      <DescriptionField />
      <PrimaryCheckbox wasPrimary={nic.primary} />
      <TransitIpsField />
    </ResourceForm>
  )
}
