import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import {
  projectsApi,
  useProjectUpdateMutation,
  useProjectViewQuery,
} from '~/api/endpoints/projects'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { addToast, SideModalForm, useSubmitError } from '~/components'
import { ProjectFields } from './ProjectFields'
import { projectSchema, type ProjectFormValues } from './projectSchema'

export const projectEditLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetch(projectsApi.endpoints.projectView, { path: { project: params.project! } })
  return null
}

export function ProjectEditForm() {
  const { project: selector = '' } = useParams()
  const navigate = useNavigate()
  const { data: project } = useProjectViewQuery({ path: { project: selector } })
  const [updateProject, { isLoading }] = useProjectUpdateMutation()
  const close = () => void navigate(pb.projects())
  const { submitError, onSubmit } = useSubmitError(async (values: ProjectFormValues) => {
    // by id when known: the form may be renaming it
    const updated = await updateProject({
      path: { project: project?.id ?? selector },
      body: values,
    }).unwrap()
    addToast({ content: `Project ${updated.name} updated` })
    close()
  })

  if (!project) return null
  const initialValues: ProjectFormValues = { name: project.name, description: project.description }

  return (
    <SideModalForm
      title="Edit project"
      submitLabel="Update project"
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
