import { useNavigate } from 'react-router-dom'
import {
  useVpcRouterRouteCreateMutation,
  useVpcRouterRouteUpdateMutation,
  vpcsApi,
} from '~/api/endpoints/vpcs'
import { defineView } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  listHighlighting,
  NameField,
  ResourceForm,
  TypedValueFields,
  type TypeChoice,
  planRequest,
} from '~/components'
import { useNamePickers, type NamePickers } from '../util/pickers'
import {
  DESTINATIONS,
  newRouteValues,
  routeSchema,
  routeValues,
  TARGETS,
  toRouteBody,
  type RouteValues,
} from './routeForm'

const routeView = defineView(vpcsApi.endpoints.vpcRouterRouteView, (param) => ({
  path: { route: param('route') },
  query: { project: param('project'), vpc: param('vpc'), router: param('router') },
}))
export const routeEditLoader = routeView.loader

const HELP: Record<string, string> = {
  ip: 'An IPv4 or IPv6 address',
  ip_net: 'An address and a width, e.g. 192.168.50.0/24',
}

function choicesOf(
  variants: Record<string, { label: string; kind: TypeChoice['kind']; valueLabel: string }>,
  pickers: NamePickers,
): TypeChoice[] {
  return Object.entries(variants).map(([type, v]) => ({
    type,
    ...v,
    names: v.kind === 'name' ? pickers[type as keyof NamePickers] : undefined,
    description: HELP[type],
  }))
}

function RouteFields() {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const pickers = useNamePickers(project, vpc)
  return (
    <>
      <NameField />
      <DescriptionField />
      <TypedValueFields
        typeName="destinationType"
        valueName="destination"
        typeLabel="Destination type"
        choices={choicesOf(DESTINATIONS, pickers)}
      />
      <TypedValueFields
        typeName="targetType"
        valueName="target"
        typeLabel="Target type"
        choices={choicesOf(TARGETS, pickers)}
      />
    </>
  )
}

/** Spec §2 routes-new: a route of a custom router, over the router's page. */
export function RouteCreateForm() {
  const { project, vpc, router } = useRouteParams('project', 'vpc', 'router')
  const navigate = useNavigate()
  const [create] = useVpcRouterRouteCreateMutation()
  const request = (values: RouteValues) =>
    planRequest(vpcsApi.endpoints.vpcRouterRouteCreate, {
      query: { project, vpc, router },
      body: toRouteBody(values),
    })
  const back = pb.router(project, vpc, router)
  return (
    <ResourceForm
      title="Create route"
      submitLabel="Create route"
      initialValues={newRouteValues}
      validationSchema={routeSchema}
      request={request}
      submit={(values) => create(request(values).arg).unwrap()}
      successMessage={(route) => `Route ${route.name} created`}
      goTo={(route) => listHighlighting(back, route.name)}
      onDismiss={() => void navigate(back)}
    >
      <RouteFields />
    </ResourceForm>
  )
}

/** Spec §2 routes/{route}/edit. */
export const RouteEditForm = routeView.page(function RouteEditForm({ data: route, param }) {
  const navigate = useNavigate()
  const [update] = useVpcRouterRouteUpdateMutation()
  // by id: the form may be renaming it
  const request = (values: RouteValues) =>
    planRequest(vpcsApi.endpoints.vpcRouterRouteUpdate, {
      path: { route: route.id },
      body: toRouteBody(values),
    })
  return (
    <ResourceForm
      title="Edit route"
      submitLabel="Update route"
      initialValues={routeValues(route)}
      validationSchema={routeSchema}
      request={request}
      submit={(values) => update(request(values).arg).unwrap()}
      successMessage={(updated) => `Route ${updated.name} updated`}
      onDismiss={() => void navigate(pb.router(param('project'), param('vpc'), param('router')))}
    >
      <RouteFields />
    </ResourceForm>
  )
}, null)
