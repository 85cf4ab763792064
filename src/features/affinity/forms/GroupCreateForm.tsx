import { useNavigate } from 'react-router-dom'
import { affinityApi } from '~/api/endpoints/affinity'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  NameField,
  RadioGroupField,
  ResourceForm,
  SelectField,
  planRequest,
} from '~/components'
import {
  FAILURE_DOMAIN_LABEL,
  KIND_HELP,
  KIND_LABEL,
  kindNoun,
  useGroupCalls,
} from '~/api/affinityGroups'
import {
  groupCreateSchema,
  initialGroupValues,
  toGroupCreate,
  type GroupCreateValues,
} from './groupSchema'

const kinds = (['anti-affinity', 'affinity'] as const).map((kind) => ({
  value: kind,
  label: KIND_LABEL[kind],
  description: KIND_HELP[kind],
}))

const policies = [
  {
    value: 'allow',
    label: 'Allow',
    description: 'If the rule cannot be met, the instance starts anyway',
  },
  {
    value: 'fail',
    label: 'Fail',
    description: 'If the rule cannot be met, the instance does not start',
  },
]

/** Projects/{project}/affinity-new: a side modal over the groups list. */
export function GroupCreateForm() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const calls = useGroupCalls()
  // the endpoint by kind, as calls.create picks it
  const request = (values: GroupCreateValues) => {
    const arg = { query: { project }, body: toGroupCreate(values) }
    return values.kind === 'affinity'
      ? planRequest(affinityApi.endpoints.affinityGroupCreate, arg)
      : planRequest(affinityApi.endpoints.antiAffinityGroupCreate, arg)
  }
  return (
    <ResourceForm
      title="Create affinity group"
      submitLabel="Create group"
      initialValues={initialGroupValues}
      validationSchema={groupCreateSchema}
      request={request}
      submit={async (values) => ({
        kind: values.kind,
        group: await calls.create(values.kind, project, request(values).arg.body),
      })}
      successMessage={({ kind, group }) => `${kindNoun(kind)} ${group.name} created`}
      goTo={({ kind, group }) => pb.affinityGroup(project, kind, group.name)}
      onDismiss={() => void navigate(pb.affinity(project))}
    >
      <RadioGroupField name="kind" label="Kind" choices={kinds} />
      <NameField />
      <DescriptionField />
      <RadioGroupField name="policy" label="Policy" choices={policies} />
      <SelectField
        name="failureDomain"
        label="Failure domain"
        required
        description="What the rule keeps instances on (or off) the same one of"
        options={Object.entries(FAILURE_DOMAIN_LABEL).map(([value, label]) => ({ value, label }))}
      />
    </ResourceForm>
  )
}
