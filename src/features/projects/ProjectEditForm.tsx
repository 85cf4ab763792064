import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import {
  projectsApi,
  useProjectUpdateMutation,
  useProjectViewQuery,
} from '~/api/endpoints/projects'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { ResourceForm } from '~/components'
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
  const [updateProject] = useProjectUpdateMutation()

  if (!project) return null
  const initialValues: ProjectFormValues = { name: project.name, description: project.description }

  return (
    <ResourceForm
      title="Edit project"
      submitLabel="Update project"
      initialValues={initialValues}
      validationSchema={projectSchema}
      // by id: the form may be renaming it
      submit={(values) => updateProject({ path: { project: project.id }, body: values }).unwrap()}
      successMessage={(updated) => `Project ${updated.name} updated`}
      onDismiss={() => void navigate(pb.projects())}
    >
      <ProjectFields />
    </ResourceForm>
  )
}
