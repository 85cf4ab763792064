import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useField } from 'formik'
import { useNavigate } from 'react-router-dom'
import {
  useVpcRouterListQuery,
  useVpcSubnetCreateMutation,
  useVpcSubnetListQuery,
  useVpcSubnetUpdateMutation,
  vpcsApi,
} from '~/api/endpoints/vpcs'
import { isApiError, messageOf } from '~/api/errors'
import type { VpcSubnet } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { defineView, loadAll } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  listHighlighting,
  NameField,
  ResourceForm,
  SelectField,
  TextField,
  type ServerFieldError,
  planRequest,
} from '~/components'
import { netBounds, parseIpNet, spansOverlap } from '~/util/ip'
import { networkSuggestion } from '~/util/netSchema'
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
const subnetView = defineView(vpcsApi.endpoints.vpcSubnetView, (param) => ({
  path: { subnet: param('subnet') },
  query: { project: param('project'), vpc: param('vpc') },
}))
const routersView = defineView(vpcsApi.endpoints.vpcRouterList, (param) =>
  routersArg(param('project'), param('vpc')),
)
export const subnetEditLoader = loadAll(subnetView.loader, routersView.loader)

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

/** A block field; one with host bits set offers the network it falls in, to use at a click. */
function BlockField(props: {
  name: 'ipv4Block' | 'ipv6Block'
  label: string
  required?: boolean
  description: string
}) {
  const [field, , helpers] = useField<string>(props.name)
  const network = networkSuggestion(field.value)
  return (
    <Box>
      <TextField {...props} autoComplete="off" />
      {network && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => void helpers.setValue(network)}>
          Use {network}
        </Button>
      )}
    </Box>
  )
}

/**
 * The API's refusals of a block, at that block's field. An overlap ('conflicts with an existing
 * subnet') names the subnet it overlaps, from the VPC's subnets: 'Overlaps 10.0.0.0/24 of subnet
 * default'; a range that is not private or of the wrong size says so under the block.
 */
function blockErrors(
  error: unknown,
  values: SubnetCreateValues,
  subnets: readonly VpcSubnet[],
): ServerFieldError[] {
  if (!isApiError(error)) return []
  const blocks = [
    {
      path: 'ipv4Block',
      version: 'IPv4',
      typed: values.ipv4Block.trim(),
      of: (s: VpcSubnet) => s.ipv4Block,
    },
    {
      path: 'ipv6Block',
      version: 'IPv6',
      typed: values.ipv6Block.trim(),
      of: (s: VpcSubnet) => s.ipv6Block,
    },
  ] as const
  const overlap = /conflicts with an existing subnet|overlap/i.test(error.message)
  for (const block of blocks) {
    const net = block.typed ? parseIpNet(block.typed) : undefined
    if (!net || net.type === 'error') continue
    const named = error.message.includes(`'${block.typed}'`)
    if (overlap) {
      const other = subnets.find((s) => {
        const theirs = parseIpNet(block.of(s))
        return theirs.type === net.type && spansOverlap(netBounds(net), netBounds(theirs))
      })
      if (other)
        return [
          { path: block.path, message: `Overlaps ${block.of(other)} of subnet ${other.name}` },
        ]
      if (named) return [{ path: block.path, message: error.message }]
    } else if (named || error.message.includes(`${block.version} address range`)) {
      return [{ path: block.path, message: error.message }]
    }
  }
  return []
}

/** Spec §2 subnets-new. */
export function SubnetCreateForm() {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const navigate = useNavigate()
  const [create] = useVpcSubnetCreateMutation()
  const request = (values: SubnetCreateValues) =>
    planRequest(vpcsApi.endpoints.vpcSubnetCreate, {
      query: { project, vpc },
      body: toSubnetCreate(values),
    })
  // the VPC's subnets, to name the one a refused block overlaps
  const { data: subnets } = useVpcSubnetListQuery({
    query: { project, vpc, limit: ALL_PAGES_LIMIT },
  })
  return (
    <ResourceForm
      title="Create subnet"
      submitLabel="Create subnet"
      initialValues={initialSubnetValues}
      validationSchema={subnetCreateSchema}
      request={request}
      submit={(values) => create(request(values).arg).unwrap()}
      successMessage={(subnet) => `Subnet ${subnet.name} created`}
      goTo={(subnet) => listHighlighting(pb.vpcSubnets(project, vpc), subnet.name)}
      fieldErrors={(error, values) => blockErrors(error, values, subnets?.items ?? [])}
      onDismiss={() => void navigate(pb.vpcSubnets(project, vpc))}
    >
      <NameField />
      <DescriptionField />
      <BlockField
        name="ipv4Block"
        label="IPv4 block"
        required
        description="A private range, e.g. 10.1.0.0/24"
      />
      <BlockField
        name="ipv6Block"
        label="IPv6 block"
        description="Optional: a /64 of the VPC's IPv6 prefix; without one, a free one is chosen"
      />
      <CustomRouterField project={project} vpc={vpc} />
    </ResourceForm>
  )
}

/** Spec §2 subnets/{subnet}/edit: name, description, custom router; and its interfaces. */
export const SubnetEditForm = subnetView.page(function SubnetEditForm({ data: subnet, param }) {
  const project = param('project')
  const vpc = param('vpc')
  const navigate = useNavigate()
  const { data: routers } = routersView.useView()
  const [update] = useVpcSubnetUpdateMutation()
  // by id: the form may be renaming it
  const request = (values: ReturnType<typeof subnetEditValues>) =>
    planRequest(vpcsApi.endpoints.vpcSubnetUpdate, {
      path: { subnet: subnet.id },
      body: toSubnetUpdate(values),
    })
  // without the routers the custom router could not be named, and saving would let go of it
  if (!routers) return null
  const routerName = (id: string) => routers.items.find((r) => r.id === id)?.name
  return (
    <ResourceForm
      title="Edit subnet"
      submitLabel="Update subnet"
      initialValues={subnetEditValues(subnet, routerName)}
      validationSchema={subnetEditSchema}
      request={request}
      submit={(values) => update(request(values).arg).unwrap()}
      successMessage={(updated) => `Subnet ${updated.name} updated`}
      onDismiss={() => void navigate(pb.vpcSubnets(project, vpc))}
    >
      <NameField />
      <DescriptionField />
      <CustomRouterField project={project} vpc={vpc} />
      <SubnetInterfaces project={project} subnet={subnet.id} />
    </ResourceForm>
  )
}, null)
