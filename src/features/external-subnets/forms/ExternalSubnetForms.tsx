import { useFormikContext } from 'formik'
import { useNavigate } from 'react-router-dom'
import {
  externalSubnetsApi,
  useExternalSubnetCreateMutation,
  useExternalSubnetUpdateMutation,
} from '~/api/endpoints/externalSubnets'
import { useSubnetPoolListQuery } from '~/api/endpoints/subnetPools'
import { messageOf } from '~/api/errors'
import type { SiloSubnetPool } from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { defineView } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  IP_VERSION_OPTIONS,
  listHighlighting,
  NameField,
  RadioGroupField,
  ResourceForm,
  SelectField,
  TextField,
  useArrivedDefault,
  planRequest,
} from '~/components'
import {
  externalSubnetCreateSchema,
  externalSubnetEditSchema,
  initialExternalSubnetValues,
  subnetFieldErrors,
  toExternalSubnetCreate,
  type ExternalSubnetCreateValues,
  type ExternalSubnetEditValues,
} from './externalSubnetSchema'

const externalSubnetEditView = defineView(
  externalSubnetsApi.endpoints.externalSubnetView,
  (param) => ({
    path: { externalSubnet: param('externalSubnet') },
    query: { project: param('project') },
  }),
)
export const externalSubnetEditLoader = externalSubnetEditView.loader

const SOURCES = [
  {
    value: 'pool',
    label: 'From a subnet pool',
    description: 'The next free block of the prefix length',
  },
  {
    value: 'explicit',
    label: 'A specific subnet',
    description: "A free block of one of the silo's pools",
  },
] as const

/** The pool, the version (for the silo default) and the width of the block taken from it. */
function PoolFields({
  pools,
}: {
  pools: { data?: SiloSubnetPool[]; error: unknown; loading: boolean }
}) {
  const { values, setFieldValue } = useFormikContext<ExternalSubnetCreateValues>()
  // the API refuses "the silo default" without a version when the silo has one of each
  const defaults = (pools.data ?? []).filter((p) => p.isDefault)
  useArrivedDefault('ipVersion', defaults.length > 1 ? defaults[0]!.ipVersion : undefined)
  const offered = (pools.data ?? []).filter(
    (p) => !values.ipVersion || p.ipVersion === values.ipVersion,
  )
  return (
    <>
      <SelectField
        name="ipVersion"
        label="IP version"
        placeholder="Any"
        options={IP_VERSION_OPTIONS}
        description="Narrows the pools; with the silo default, picks which default pool"
        onChoose={(v) => {
          // a pool of the other version can no longer be the choice
          const chosen = pools.data?.find((p) => p.name === values.pool)
          if (v && chosen && chosen.ipVersion !== v) void setFieldValue('pool', '')
        }}
      />
      <SelectField
        name="pool"
        label="Subnet pool"
        placeholder={pools.loading ? 'Loading…' : 'The silo default'}
        options={offered.map((p) => ({
          value: p.name,
          label: `${p.name} (${p.ipVersion === 'v6' ? 'IPv6' : 'IPv4'}${p.isDefault ? ', default' : ''})`,
        }))}
        description={
          pools.error !== undefined
            ? `Could not load the pools: ${messageOf(pools.error)}`
            : 'The pool the subnet is taken from'
        }
      />
      <TextField
        name="prefixLength"
        label="Prefix length"
        required
        autoComplete="off"
        description="The size of the block: 28 for a /28 (16 IPv4 addresses)"
      />
    </>
  )
}

/** projects/{project}/external-subnets-new: from a pool, or an explicit subnet. */
export function ExternalSubnetCreateForm() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const [create] = useExternalSubnetCreateMutation()
  const request = (values: ExternalSubnetCreateValues) =>
    planRequest(externalSubnetsApi.endpoints.externalSubnetCreate, {
      query: { project },
      body: toExternalSubnetCreate(values),
    })
  const poolQuery = useSubnetPoolListQuery(WHOLE_LIST)
  const pools = poolQuery.data?.items
  const schema = externalSubnetCreateSchema(
    (name) => pools?.find((p) => p.name === name)?.ipVersion ?? '',
  )
  return (
    <ResourceForm
      title="Create external subnet"
      submitLabel="Create external subnet"
      initialValues={initialExternalSubnetValues}
      validationSchema={schema}
      request={request}
      submit={(values) => create(request(values).arg).unwrap()}
      successMessage={(s) => `External subnet ${s.name} created`}
      fieldErrors={subnetFieldErrors}
      goTo={(s) => listHighlighting(pb.externalSubnets(project), s.name)}
      onDismiss={() => void navigate(pb.externalSubnets(project))}
    >
      {({ values }) => (
        <>
          <NameField />
          <DescriptionField />
          <RadioGroupField name="source" label="Allocation" choices={SOURCES} />
          {values.source === 'pool' ? (
            <PoolFields
              pools={{ data: pools, error: poolQuery.error, loading: poolQuery.isLoading }}
            />
          ) : (
            <TextField
              name="subnet"
              label="Subnet"
              required
              autoComplete="off"
              description="In CIDR form, e.g. 203.0.113.16/28"
            />
          )}
        </>
      )}
    </ResourceForm>
  )
}

/** projects/{project}/external-subnets/{externalSubnet}/edit: name and description. */
export const ExternalSubnetEditForm = externalSubnetEditView.page(function ExternalSubnetEditForm({
  data: subnet,
  param,
}) {
  const project = param('project')
  const navigate = useNavigate()
  const [update] = useExternalSubnetUpdateMutation()
  // by id: the form may be renaming it
  const request = (values: ExternalSubnetEditValues) =>
    planRequest(externalSubnetsApi.endpoints.externalSubnetUpdate, {
      path: { externalSubnet: subnet.id },
      body: values,
    })
  return (
    <ResourceForm
      title="Edit external subnet"
      subtitle={subnet.subnet}
      submitLabel="Update external subnet"
      initialValues={{ name: subnet.name, description: subnet.description }}
      validationSchema={externalSubnetEditSchema}
      request={request}
      submit={(values) => update(request(values).arg).unwrap()}
      successMessage={(updated) => `External subnet ${updated.name} updated`}
      onDismiss={() => void navigate(pb.externalSubnets(project))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}, null)
