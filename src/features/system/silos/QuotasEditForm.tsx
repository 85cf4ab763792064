import { systemSilosApi, useSiloQuotasUpdateMutation } from '~/api/endpoints/systemSilos'
import type { Silo, SiloQuotas } from '~/api/generated/types'
import { ResourceForm, planRequest } from '~/components'
import { QuotaFields } from './QuotaFields'
import { fromQuotas, quotaSchema, toQuotas } from './quotas'

/** A silo's quotas, edited in a side modal over its quotas tab. */
export function QuotasEditForm({
  silo,
  quotas,
  onDismiss,
}: {
  silo: Silo
  quotas: SiloQuotas
  onDismiss: () => void
}) {
  const [update] = useSiloQuotasUpdateMutation()
  const request = (values: ReturnType<typeof fromQuotas>) =>
    planRequest(systemSilosApi.endpoints.siloQuotasUpdate, {
      path: { silo: silo.id },
      body: toQuotas(values),
    })
  return (
    <ResourceForm
      title="Edit quotas"
      subtitle={`Of silo ${silo.name}`}
      submitLabel="Update quotas"
      initialValues={fromQuotas(quotas)}
      validationSchema={quotaSchema}
      request={request}
      submit={(values) => update(request(values).arg).unwrap()}
      successMessage={() => `Quotas of ${silo.name} updated`}
      onDismiss={onDismiss}
    >
      <QuotaFields />
    </ResourceForm>
  )
}
