import * as yup from 'yup'
import { useNavigate } from 'react-router-dom'
import { useVpcRouterCreateMutation, useVpcRouterUpdateMutation } from '~/api/endpoints/vpcs'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm } from '~/components'
import { descriptionSchema, nameSchema } from '~/util/validation'
import { routerView } from '../views'

type RouterValues = { name: string; description: string }

const routerSchema = yup.object({ name: nameSchema('Name'), description: descriptionSchema })

export const routerEditLoader = routerView.loader

/** Spec §2 routers-new: a custom router, opened on its page to add routes. */
export function RouterCreateForm() {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const navigate = useNavigate()
  const [create] = useVpcRouterCreateMutation()
  return (
    <ResourceForm
      title="Create router"
      submitLabel="Create router"
      initialValues={{ name: '', description: '' }}
      validationSchema={routerSchema}
      submit={(values: RouterValues) => create({ query: { project, vpc }, body: values }).unwrap()}
      successMessage={(router) => `Router ${router.name} created`}
      goTo={(router) => pb.router(project, vpc, router.name)}
      onDismiss={() => void navigate(pb.vpcRouters(project, vpc))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}

/** Spec §2 routers/{router}/edit: a custom router's name and description. */
export const RouterEditForm = routerView.page(function RouterEditForm({ data: router, param }) {
  const project = param('project')
  const vpc = param('vpc')
  const navigate = useNavigate()
  const [update] = useVpcRouterUpdateMutation()
  return (
    <ResourceForm
      title="Edit router"
      submitLabel="Update router"
      initialValues={{ name: router.name, description: router.description }}
      validationSchema={routerSchema}
      // by id: the form may be renaming it
      submit={(values: RouterValues) =>
        update({ path: { router: router.id }, body: values }).unwrap()
      }
      successMessage={(updated) => `Router ${updated.name} updated`}
      onDismiss={() => void navigate(pb.vpcRouters(project, vpc))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}, null)
