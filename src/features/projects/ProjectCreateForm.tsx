import { useNavigate } from 'react-router-dom'
import { useProjectCreateMutation } from '~/api/endpoints/projects'
import { pb } from '~/app/routes/paths'
import { useSiloChangeGate } from '~/app/roles'
import { ChangeGateContext, ResourceForm } from '~/components'
import { ProjectFields } from './ProjectFields'
import { projectSchema, type ProjectFormValues } from './projectSchema'

const initialValues: ProjectFormValues = { name: '', description: '' }

export function ProjectCreateForm() {
  const navigate = useNavigate()
  const [createProject] = useProjectCreateMutation()
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
        submit={(values) => createProject({ body: values }).unwrap()}
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
