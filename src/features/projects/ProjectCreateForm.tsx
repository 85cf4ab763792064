import { useNavigate } from 'react-router-dom'
import { projectsApi, useProjectCreateMutation } from '~/api/endpoints/projects'
import { pb } from '~/app/routes/paths'
import { useSiloChangeGate } from '~/app/roles'
import { ChangeGateContext, ResourceForm, planRequest } from '~/components'
import { ProjectFields } from './ProjectFields'
import { projectSchema, type ProjectFormValues } from './projectSchema'

const initialValues: ProjectFormValues = { name: '', description: '' }

export function ProjectCreateForm() {
  const navigate = useNavigate()
  const [createProject] = useProjectCreateMutation()
  const request = (values: ProjectFormValues) =>
    planRequest(projectsApi.endpoints.projectCreate, { body: values })
  // opened by its URL, it says first who may create a project
  const gate = useSiloChangeGate()
  return (
    <ChangeGateContext.Provider value={gate}>
      <ResourceForm
        gateAction="create projects"
        title="Create project"
        submitLabel="Create project"
        initialValues={initialValues}
        validationSchema={projectSchema}
        request={request}
        submit={(values) => createProject(request(values).arg).unwrap()}
        successMessage={(project) => `Project ${project.name} created`}
        // into the new project: in the list it could sit on a page the user is not looking at
        goTo={(project) => pb.instances(project.name)}
        onDismiss={() => void navigate(pb.projects())}
      >
        <ProjectFields />
      </ResourceForm>
    </ChangeGateContext.Provider>
  )
}
