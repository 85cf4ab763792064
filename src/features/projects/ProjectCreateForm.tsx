import { useNavigate } from 'react-router-dom'
import { useProjectCreateMutation } from '~/api/endpoints/projects'
import { pb } from '~/app/routes/paths'
import { addToast, SideModalForm, useSubmitError } from '~/components'
import { ProjectFields } from './ProjectFields'
import { projectSchema, type ProjectFormValues } from './projectSchema'

const initialValues: ProjectFormValues = { name: '', description: '' }

export function ProjectCreateForm() {
  const navigate = useNavigate()
  const [createProject, { isLoading }] = useProjectCreateMutation()
  const close = () => void navigate(pb.projects())
  const { submitError, onSubmit } = useSubmitError(async (values: ProjectFormValues) => {
    const project = await createProject({ body: values }).unwrap()
    addToast({ content: `Project ${project.name} created` })
    close()
  })

  return (
    <SideModalForm
      title="Create project"
      submitLabel="Create project"
      initialValues={initialValues}
      validationSchema={projectSchema}
      loading={isLoading}
      submitError={submitError}
      onDismiss={close}
      onSubmit={onSubmit}
    >
      <ProjectFields />
    </SideModalForm>
  )
}
