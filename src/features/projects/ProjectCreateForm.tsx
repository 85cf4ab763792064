import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useProjectCreateMutation } from '~/api/endpoints/projects'
import { messageOf } from '~/api/errors'
import { pb } from '~/app/routes/paths'
import { addToast, SideModalForm } from '~/components'
import { ProjectFields } from './ProjectFields'
import { projectSchema, type ProjectFormValues } from './projectSchema'

const initialValues: ProjectFormValues = { name: '', description: '' }

export function ProjectCreateForm() {
  const navigate = useNavigate()
  const [createProject, { isLoading }] = useProjectCreateMutation()
  const [error, setError] = useState<string | null>(null)
  const close = () => void navigate(pb.projects())

  return (
    <SideModalForm
      title="Create project"
      submitLabel="Create project"
      initialValues={initialValues}
      validationSchema={projectSchema}
      loading={isLoading}
      submitError={error}
      onDismiss={close}
      onSubmit={async (values) => {
        setError(null)
        try {
          const project = await createProject({ body: values }).unwrap()
          addToast({ content: `Project ${project.name} created` })
          close()
        } catch (e) {
          setError(messageOf(e))
        }
      }}
    >
      <ProjectFields />
    </SideModalForm>
  )
}
