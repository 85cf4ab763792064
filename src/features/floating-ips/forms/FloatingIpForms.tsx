import { useNavigate } from 'react-router-dom'
import { floatingIpsApi, useFloatingIpUpdateMutation } from '~/api/endpoints/floatingIps'
import { FloatingIpForm } from '~/app/forms/FloatingIpForm'
import { floatingIpEditSchema, type FloatingIpEditValues } from '~/app/forms/floatingIpSchema'
import { defineView } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  listHighlighting,
  NameField,
  ResourceForm,
  planRequest,
} from '~/components'

const floatingIpEditView = defineView(floatingIpsApi.endpoints.floatingIpView, (param) => ({
  path: { floatingIp: param('floatingIp') },
  query: { project: param('project') },
}))
export const floatingIpEditLoader = floatingIpEditView.loader

/** Spec §2 floating-ips-new. */
export function FloatingIpCreateForm() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  return (
    <FloatingIpForm
      project={project}
      goTo={(ip) => listHighlighting(pb.floatingIps(project), ip.name)}
      onDismiss={() => void navigate(pb.floatingIps(project))}
    />
  )
}

/** Spec §2 floating-ips/{floatingIp}/edit: name and description. */
export const FloatingIpEditForm = floatingIpEditView.page(function FloatingIpEditForm({
  data: ip,
  param,
}) {
  const project = param('project')
  const navigate = useNavigate()
  const [update] = useFloatingIpUpdateMutation()
  // by id: the form may be renaming it
  const request = (values: FloatingIpEditValues) =>
    planRequest(floatingIpsApi.endpoints.floatingIpUpdate, {
      path: { floatingIp: ip.id },
      body: values,
    })
  return (
    <ResourceForm
      title="Edit floating IP"
      subtitle={ip.ip}
      submitLabel="Update floating IP"
      initialValues={{ name: ip.name, description: ip.description }}
      validationSchema={floatingIpEditSchema}
      request={request}
      submit={(values) => update(request(values).arg).unwrap()}
      successMessage={(updated) => `Floating IP ${updated.name} updated`}
      onDismiss={() => void navigate(pb.floatingIps(project))}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}, null)
