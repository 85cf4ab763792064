import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router-dom'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm } from '~/components'
import {
  FAILURE_DOMAIN_LABEL,
  kindNoun,
  POLICY_LABEL,
  useGroup,
  useGroupCalls,
  type AffinityKind,
} from '~/api/affinityGroups'
import { groupEditSchema, toGroupUpdate, type GroupEditValues } from './groupSchema'
import { labelOf } from '~/util/labels'

/** A group's edit form, over its page: name and description (the API changes nothing else). */
function GroupEditForm({ kind }: { kind: AffinityKind }) {
  const { project, group: selector } = useRouteParams('project', 'group')
  const navigate = useNavigate()
  const { data: group } = useGroup(kind, project, selector)
  const calls = useGroupCalls()
  if (!group) return null
  const initialValues: GroupEditValues = { name: group.name, description: group.description }
  return (
    <ResourceForm
      title={`Edit ${kindNoun(kind).toLowerCase()}`}
      submitLabel="Update group"
      initialValues={initialValues}
      validationSchema={groupEditSchema}
      // by id: the form may be renaming it
      submit={(values) => calls.update(kind, group.id, toGroupUpdate(values))}
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

export const AffinityGroupEditForm = () => <GroupEditForm kind="affinity" />
export const AntiAffinityGroupEditForm = () => <GroupEditForm kind="anti-affinity" />
