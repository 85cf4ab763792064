import { useNavigate } from 'react-router-dom'
import { projectsApi, useProjectUpdateMutation } from '~/api/endpoints/projects'
import { pb } from '~/app/routes/paths'
import { ResourceForm, planRequest } from '~/components'
import { ProjectFields } from './ProjectFields'
import { projectView } from './projectView'
import { projectSchema, type ProjectFormValues } from './projectSchema'

export const projectEditLoader = projectView.loader

export const ProjectEditForm = projectView.page(function ProjectEditForm({ data: project }) {
  const navigate = useNavigate()
  const [updateProject] = useProjectUpdateMutation()
  // by id: the form may be renaming it
  const request = (values: ProjectFormValues) =>
    planRequest(projectsApi.endpoints.projectUpdate, {
      path: { project: project.id },
      body: values,
    })

  const initialValues: ProjectFormValues = { name: project.name, description: project.description }

  return (
    <ResourceForm
      title="Edit project"
      submitLabel="Update project"
      initialValues={initialValues}
      validationSchema={projectSchema}
      request={request}
      submit={(values) => updateProject(request(values).arg).unwrap()}
      successMessage={(updated) => `Project ${updated.name} updated`}
      onDismiss={() => void navigate(pb.projects())}
    >
      <ProjectFields />
    </ResourceForm>
  )
}, null)
