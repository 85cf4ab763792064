import * as yup from 'yup'
import { useInstanceUpdateMutation, instancesApi } from '~/api/endpoints/instances'
import { useUtilizationViewQuery } from '~/api/endpoints/silos'
import type { Instance } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { ResourceForm, TextField, unwrapOutcome, useQuotaRefusal, planRequest } from '~/components'
import { requestInstanceAction } from '~/state/machines'
import { formatBytes, formatNumber, GiB } from '~/util/format'
import { MAX_MEMORY_GIB, MAX_VCPUS, MIN_MEMORY_GIB, MIN_VCPUS } from '~/util/limits'
import { memoryGibSchema, ncpusSchema } from '../sizing'
import { closeResize, useResizeTarget } from './resizeStore'
import { instanceUpdateBody } from './updateBody'

type Values = { ncpus: string; memoryGib: string }

const schema = yup.object({ ncpus: ncpusSchema, memoryGib: memoryGibSchema })

/**
 * What is left of the silo's quota, said up front rather than learnt from a refusal; nothing when
 * the user may not see the silo's utilization (a project role only).
 */
function useQuotaLeft(): { cpus: string; memory: string } | undefined {
  const { data } = useUtilizationViewQuery()
  if (!data) return undefined
  const left = (key: 'cpus' | 'memory') => Math.max(0, data.capacity[key] - data.provisioned[key])
  return {
    cpus: ` The silo has ${formatNumber(left('cpus'))} CPUs of its quota left.`,
    memory: ` The silo has ${formatBytes(left('memory'))} of memory of its quota left.`,
  }
}

function ResizeForm({ instance }: { instance: Instance }) {
  const dispatch = useAppDispatch()
  const quotaLeft = useQuotaLeft()
  const quotaRefusal = useQuotaRefusal()
  const [update] = useInstanceUpdateMutation()
  const request = (values: Values) =>
    planRequest(instancesApi.endpoints.instanceUpdate, {
      path: { instance: instance.id },
      body: instanceUpdateBody(instance, {
        ncpus: Number(values.ncpus),
        memory: Number(values.memoryGib) * GiB,
      }),
    })
  const submit = (values: Values) =>
    dispatch(
      requestInstanceAction('resize', instance, () => update(request(values).arg).unwrap()),
    ).then(unwrapOutcome)
  return (
    <ResourceForm
      title="Resize instance"
      subtitle={instance.name}
      submitLabel="Resize"
      initialValues={{ ncpus: String(instance.ncpus), memoryGib: String(instance.memory / GiB) }}
      validationSchema={schema}
      request={request}
      submit={submit}
      successMessage={(updated) => `Instance ${updated.name} resized`}
      // the API's 'Not enough cpus (memory) to complete request' belongs at that field, with
      // what is left of that quota
      fieldErrors={async (error) => {
        const refusal = await quotaRefusal(error)
        if (refusal?.resource === 'cpus') return [{ path: 'ncpus', message: refusal.message }]
        if (refusal?.resource === 'memory') return [{ path: 'memoryGib', message: refusal.message }]
        return []
      }}
      onDismiss={closeResize}
    >
      <TextField
        name="ncpus"
        label="CPUs"
        type="number"
        required
        description={`${MIN_VCPUS} to ${MAX_VCPUS}; now ${instance.ncpus}.${quotaLeft?.cpus ?? ''}`}
      />
      <TextField
        name="memoryGib"
        label="Memory (GiB)"
        type="number"
        required
        description={`${MIN_MEMORY_GIB} to ${MAX_MEMORY_GIB} GiB; now ${formatBytes(instance.memory)}.${quotaLeft?.memory ?? ''}`}
      />
    </ResourceForm>
  )
}

/** Mounted once per project area; shows when a Resize action names an instance. */
export function ResizeInstanceForm() {
  const instance = useResizeTarget()
  return instance ? <ResizeForm key={instance.id} instance={instance} /> : null
}
