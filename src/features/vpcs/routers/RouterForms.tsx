import * as yup from 'yup'
import { useNavigate } from 'react-router-dom'
import {
  vpcsApi,
  useVpcRouterCreateMutation,
  useVpcRouterUpdateMutation,
} from '~/api/endpoints/vpcs'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm, planRequest } from '~/components'
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
  const request = (values: RouterValues) =>
    planRequest(vpcsApi.endpoints.vpcRouterCreate, { query: { project, vpc }, body: values })
  return (
    <ResourceForm
      title="Create router"
      submitLabel="Create router"
      initialValues={{ name: '', description: '' }}
      validationSchema={routerSchema}
      request={request}
      submit={(values) => create(request(values).arg).unwrap()}
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
  // by id: the form may be renaming it
  const request = (values: RouterValues) =>
    planRequest(vpcsApi.endpoints.vpcRouterUpdate, { path: { router: router.id }, body: values })
  return (
    <ResourceForm
      title="Edit router"
      submitLabel="Update router"
      initialValues={{ name: router.name, description: router.description }}
      validationSchema={routerSchema}
      request={request}
      submit={(values) => update(request(values).arg).unwrap()}
      successMessage={(updated) => `Router ${updated.name} updated`}
      onDismiss={() => void navigate(pb.vpcRouters(project, vpc))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}, null)
