import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import {
  useVpcCreateMutation,
  useVpcUpdateMutation,
  useVpcViewQuery,
  vpcsApi,
} from '~/api/endpoints/vpcs'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm, TextField } from '~/components'
import {
  initialVpcValues,
  toVpcCreate,
  toVpcUpdate,
  vpcCreateSchema,
  vpcEditSchema,
  vpcEditValues,
  type VpcCreateValues,
} from './vpcForm'

export const vpcEditLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetch(vpcsApi.endpoints.vpcView, {
    path: { vpc: params.vpc! },
    query: { project: params.project! },
  })
  return null
}

function DnsNameField() {
  return (
    <TextField
      name="dnsName"
      label="DNS name"
      required
      autoComplete="off"
      description="The VPC's name in the instances' DNS: lower-case letters, digits and dashes"
    />
  )
}

/** Spec §2 vpcs-new: lands on the new VPC's page. */
export function VpcCreateForm() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const [create] = useVpcCreateMutation()
  return (
    <ResourceForm
      title="Create VPC"
      submitLabel="Create VPC"
      initialValues={initialVpcValues}
      validationSchema={vpcCreateSchema}
      submit={(values: VpcCreateValues) =>
        create({ query: { project }, body: toVpcCreate(values) }).unwrap()
      }
      successMessage={(vpc) => `VPC ${vpc.name} created`}
      goTo={(vpc) => pb.vpcFirewallRules(project, vpc.name)}
      onDismiss={() => void navigate(pb.vpcs(project))}
    >
      <NameField />
      <DescriptionField />
      <DnsNameField />
      <TextField
        name="ipv6Prefix"
        label="IPv6 prefix"
        autoComplete="off"
        description="Optional: a /48 of the unique local range fd00::/8; without one, one is chosen"
      />
    </ResourceForm>
  )
}

/** Spec §2 vpcs/{vpc}/edit: name, description and DNS name, over the VPC list. */
export function VpcEditForm() {
  const { project = '', vpc: selector = '' } = useParams()
  const navigate = useNavigate()
  const { data: vpc } = useVpcViewQuery({ path: { vpc: selector }, query: { project } })
  const [update] = useVpcUpdateMutation()
  if (!vpc) return null
  return (
    <ResourceForm
      title="Edit VPC"
      submitLabel="Update VPC"
      initialValues={vpcEditValues(vpc)}
      validationSchema={vpcEditSchema}
      // by id: the form may be renaming it
      submit={(values) => update({ path: { vpc: vpc.id }, body: toVpcUpdate(values) }).unwrap()}
      successMessage={(updated) => `VPC ${updated.name} updated`}
      onDismiss={() => void navigate(pb.vpcs(project))}
    >
      <NameField />
      <DescriptionField />
      <DnsNameField />
    </ResourceForm>
  )
}
