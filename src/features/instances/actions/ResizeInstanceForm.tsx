import * as yup from 'yup'
import { useInstanceUpdateMutation } from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { ResourceForm, TextField, unwrapOutcome } from '~/components'
import { requestInstanceAction } from '~/state/machines'
import { GiB } from '~/util/format'
import { memoryGibSchema, ncpusSchema } from '../sizing'
import { closeResize, useResizeTarget } from './resizeStore'
import { instanceUpdateBody } from './updateBody'

type Values = { ncpus: string; memoryGib: string }

const schema = yup.object({ ncpus: ncpusSchema, memoryGib: memoryGibSchema })

function ResizeForm({ instance }: { instance: Instance }) {
  const dispatch = useAppDispatch()
  const [update] = useInstanceUpdateMutation()
  const submit = (values: Values) => {
    const body = instanceUpdateBody(instance, {
      ncpus: Number(values.ncpus),
      memory: Number(values.memoryGib) * GiB,
    })
    return dispatch(
      requestInstanceAction('resize', instance, () =>
        update({ path: { instance: instance.id }, body }).unwrap(),
      ),
    ).then(unwrapOutcome)
  }
  return (
    <ResourceForm
      title="Resize instance"
      subtitle={instance.name}
      submitLabel="Resize"
      initialValues={{ ncpus: String(instance.ncpus), memoryGib: String(instance.memory / GiB) }}
      validationSchema={schema}
      submit={submit}
      successMessage={(updated) => `Instance ${updated.name} resized`}
      onDismiss={closeResize}
    >
      <TextField name="ncpus" label="CPUs" type="number" required />
      <TextField name="memoryGib" label="Memory (GiB)" type="number" required />
    </ResourceForm>
  )
}

/** Mounted once per project area; shows when a Resize action names an instance. */
export function ResizeInstanceForm() {
  const instance = useResizeTarget()
  return instance ? <ResizeForm key={instance.id} instance={instance} /> : null
}
