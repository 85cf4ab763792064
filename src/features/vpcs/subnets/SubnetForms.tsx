import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import {
  useVpcRouterListQuery,
  useVpcSubnetCreateMutation,
  useVpcSubnetUpdateMutation,
  useVpcSubnetViewQuery,
  vpcsApi,
} from '~/api/endpoints/vpcs'
import { messageOf } from '~/api/errors'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  listHighlighting,
  NameField,
  ResourceForm,
  SelectField,
  TextField,
} from '~/components'
import { SubnetInterfaces } from './SubnetInterfaces'
import {
  initialSubnetValues,
  subnetCreateSchema,
  subnetEditSchema,
  subnetEditValues,
  toSubnetCreate,
  toSubnetUpdate,
  type SubnetCreateValues,
} from './subnetForm'

const routersArg = (project: string, vpc: string) => ({
  query: { project, vpc, limit: ALL_PAGES_LIMIT },
})

/** The subnet (a 404 is 'Page not found') and the routers its picker offers. */
export const subnetEditLoader = async ({ params }: LoaderFunctionArgs) => {
  const project = params.project!
  const vpc = params.vpc!
  const subnet = params.subnet!
  await Promise.all([
    prefetch(vpcsApi.endpoints.vpcSubnetView, { path: { subnet }, query: { project, vpc } }),
    prefetch(vpcsApi.endpoints.vpcRouterList, routersArg(project, vpc)),
  ])
  return null
}

/** A subnet may use one of the VPC's custom routers besides the system router. */
function CustomRouterField({ project, vpc }: { project: string; vpc: string }) {
  const { data, error, isLoading } = useVpcRouterListQuery(routersArg(project, vpc))
  const custom = data?.items.filter((r) => r.kind === 'custom') ?? []
  return (
    <SelectField
      name="customRouter"
      label="Custom router"
      placeholder={isLoading ? 'Loading…' : 'None: the system router alone'}
      options={custom.map((r) => ({ value: r.name, label: r.name }))}
      description={
        error !== undefined
          ? `Could not load the routers: ${messageOf(error)}`
          : "Its routes apply to the subnet's traffic before the system router's"
      }
    />
  )
}

/** Spec §2 subnets-new. */
export function SubnetCreateForm() {
  const { project = '', vpc = '' } = useParams()
  const navigate = useNavigate()
  const [create] = useVpcSubnetCreateMutation()
  return (
    <ResourceForm
      title="Create subnet"
      submitLabel="Create subnet"
      initialValues={initialSubnetValues}
      validationSchema={subnetCreateSchema}
      submit={(values: SubnetCreateValues) =>
        create({ query: { project, vpc }, body: toSubnetCreate(values) }).unwrap()
      }
      successMessage={(subnet) => `Subnet ${subnet.name} created`}
      goTo={(subnet) => listHighlighting(pb.vpcSubnets(project, vpc), subnet.name)}
      onDismiss={() => void navigate(pb.vpcSubnets(project, vpc))}
    >
      <NameField />
      <DescriptionField />
      <TextField
        name="ipv4Block"
        label="IPv4 block"
        required
        autoComplete="off"
        description="A private range, e.g. 10.1.0.0/24"
      />
      <TextField
        name="ipv6Block"
        label="IPv6 block"
        autoComplete="off"
        description="Optional: a /64 of the VPC's IPv6 prefix; without one, a free one is chosen"
      />
      <CustomRouterField project={project} vpc={vpc} />
    </ResourceForm>
  )
}

/** Spec §2 subnets/{subnet}/edit: name, description, custom router; and its interfaces. */
export function SubnetEditForm() {
  const { project = '', vpc = '', subnet: selector = '' } = useParams()
  const navigate = useNavigate()
  const { data: subnet } = useVpcSubnetViewQuery({
    path: { subnet: selector },
    query: { project, vpc },
  })
  const { data: routers } = useVpcRouterListQuery(routersArg(project, vpc))
  const [update] = useVpcSubnetUpdateMutation()
  // without the routers the custom router could not be named, and saving would let go of it
  if (!subnet || !routers) return null
  const routerName = (id: string) => routers.items.find((r) => r.id === id)?.name
  return (
    <ResourceForm
      title="Edit subnet"
      submitLabel="Update subnet"
      initialValues={subnetEditValues(subnet, routerName)}
      validationSchema={subnetEditSchema}
      // by id: the form may be renaming it
      submit={(values) =>
        update({ path: { subnet: subnet.id }, body: toSubnetUpdate(values) }).unwrap()
      }
      successMessage={(updated) => `Subnet ${updated.name} updated`}
      onDismiss={() => void navigate(pb.vpcSubnets(project, vpc))}
    >
      <NameField />
      <DescriptionField />
      <CustomRouterField project={project} vpc={vpc} />
      <SubnetInterfaces project={project} subnet={subnet.id} />
    </ResourceForm>
  )
}
