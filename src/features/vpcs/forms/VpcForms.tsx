import { useNavigate } from 'react-router-dom'
import { vpcsApi, useVpcCreateMutation, useVpcUpdateMutation } from '~/api/endpoints/vpcs'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm, TextField, planRequest } from '~/components'
import {
  initialVpcValues,
  toVpcCreate,
  toVpcUpdate,
  vpcCreateSchema,
  vpcEditSchema,
  vpcEditValues,
  type VpcCreateValues,
} from './vpcForm'
import { vpcView } from '../views'

export const vpcEditLoader = vpcView.loader

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
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const [create] = useVpcCreateMutation()
  const request = (values: VpcCreateValues) =>
    planRequest(vpcsApi.endpoints.vpcCreate, { query: { project }, body: toVpcCreate(values) })
  return (
    <ResourceForm
      title="Create VPC"
      submitLabel="Create VPC"
      initialValues={initialVpcValues}
      validationSchema={vpcCreateSchema}
      request={request}
      submit={(values) => create(request(values).arg).unwrap()}
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
export const VpcEditForm = vpcView.page(function VpcEditForm({ data: vpc, param }) {
  const project = param('project')
  const navigate = useNavigate()
  const [update] = useVpcUpdateMutation()
  // by id: the form may be renaming it
  const request = (values: ReturnType<typeof vpcEditValues>) =>
    planRequest(vpcsApi.endpoints.vpcUpdate, { path: { vpc: vpc.id }, body: toVpcUpdate(values) })
  return (
    <ResourceForm
      title="Edit VPC"
      submitLabel="Update VPC"
      initialValues={vpcEditValues(vpc)}
      validationSchema={vpcEditSchema}
      request={request}
      submit={(values) => update(request(values).arg).unwrap()}
      successMessage={(updated) => `VPC ${updated.name} updated`}
      onDismiss={() => void navigate(pb.vpcs(project))}
    >
      <NameField />
      <DescriptionField />
      <DnsNameField />
    </ResourceForm>
  )
}, null)
