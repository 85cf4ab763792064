import Typography from '@mui/material/Typography'
import { affinityApi } from '~/api/endpoints/affinity'
import { useNavigate } from 'react-router-dom'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm, planRequest } from '~/components'
import {
  FAILURE_DOMAIN_LABEL,
  kindNoun,
  POLICY_LABEL,
  useGroupCalls,
  type AffinityKind,
  type Group,
} from '~/api/affinityGroups'
import { groupViews } from '../views'
import { groupEditSchema, toGroupUpdate, type GroupEditValues } from './groupSchema'
import { labelOf } from '~/util/labels'

type Props = { kind: AffinityKind; group: Group; project: string }

/**
 * A group's edit form, over its page: name and description (the API changes nothing else). The
 * page under it has the group: nothing shows in the moment before the cache hands it over.
 */
function GroupEditForm({ kind, group, project }: Props) {
  const navigate = useNavigate()
  const calls = useGroupCalls()
  const initialValues: GroupEditValues = { name: group.name, description: group.description }
  // the endpoint by kind, as calls.update picks it
  // by id: the form may be renaming it
  const request = (values: GroupEditValues) => {
    const body = toGroupUpdate(values)
    return kind === 'affinity'
      ? planRequest(affinityApi.endpoints.affinityGroupUpdate, {
          path: { affinityGroup: group.id },
          body,
        })
      : planRequest(affinityApi.endpoints.antiAffinityGroupUpdate, {
          path: { antiAffinityGroup: group.id },
          body,
        })
  }
  return (
    <ResourceForm
      title={`Edit ${kindNoun(kind).toLowerCase()}`}
      submitLabel="Update group"
      initialValues={initialValues}
      validationSchema={groupEditSchema}
      request={request}
      submit={(values) => calls.update(kind, group.id, request(values).arg.body)}
      successMessage={(updated) => `${kindNoun(kind)} ${updated.name} updated`}
      goTo={(updated) => pb.affinityGroup(project, kind, updated.name)}
      onDismiss={() => void navigate(pb.affinityGroup(project, kind, group.name))}
    >
      <NameField />
      <DescriptionField />
      <Typography variant="body2" color="text.secondary">
        Policy {labelOf(POLICY_LABEL, group.policy).toLowerCase()}, failure domain{' '}
        {labelOf(FAILURE_DOMAIN_LABEL, group.failureDomain).toLowerCase()}: a group’s rules are
        fixed when it is created.
      </Typography>
    </ResourceForm>
  )
}

export const AffinityGroupEditForm = groupViews.affinity.page(function AffinityGroupEditForm(view) {
  return <GroupEditForm kind="affinity" group={view.data} project={view.param('project')} />
}, null)
export const AntiAffinityGroupEditForm = groupViews['anti-affinity'].page(
  function AntiAffinityGroupEditForm(view) {
    return <GroupEditForm kind="anti-affinity" group={view.data} project={view.param('project')} />
  },
  null,
)
