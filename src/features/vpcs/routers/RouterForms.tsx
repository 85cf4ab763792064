import * as yup from 'yup'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import {
  useVpcRouterCreateMutation,
  useVpcRouterUpdateMutation,
  useVpcRouterViewQuery,
  vpcsApi,
} from '~/api/endpoints/vpcs'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { DescriptionField, NameField, ResourceForm } from '~/components'
import { descriptionSchema, nameSchema } from '~/util/validation'

type RouterValues = { name: string; description: string }

const routerSchema = yup.object({ name: nameSchema('Name'), description: descriptionSchema })

export const routerEditLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetch(vpcsApi.endpoints.vpcRouterView, {
    path: { router: params.router! },
    query: { project: params.project!, vpc: params.vpc! },
  })
  return null
}

/** Spec §2 routers-new: a custom router, opened on its page to add routes. */
export function RouterCreateForm() {
  const { project = '', vpc = '' } = useParams()
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
export function RouterEditForm() {
  const { project = '', vpc = '', router: selector = '' } = useParams()
  const navigate = useNavigate()
  const { data: router } = useVpcRouterViewQuery({
    path: { router: selector },
    query: { project, vpc },
  })
  const [update] = useVpcRouterUpdateMutation()
  if (!router) return null
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
}
