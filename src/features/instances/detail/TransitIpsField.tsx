import { useFormikContext } from 'formik'
import { TextField, DraftSection } from '~/components'
import { transitDraftError } from './transitIps'

type Values = { transitIps: string[]; transitDraft: string }

/** The interface's transit IPs: IP networks added one at a time, each removable. */
export function TransitIpsField() {
  const { values, setValues, setFieldValue, setFieldTouched, setFieldError } =
    useFormikContext<Values>()
  const { transitIps, transitDraft } = values

  const add = () => {
    const error = transitDraftError(transitDraft, transitIps)
    if (error) {
      void setFieldTouched('transitDraft', true, false)
      setFieldError('transitDraft', error)
      return
    }
    void setFieldTouched('transitDraft', false, false)
    void setValues({
      ...values,
      transitIps: [...transitIps, transitDraft.trim()],
      transitDraft: '',
    })
  }

  return (
    <DraftSection
      legend="Transit IPs"
      description="Other networks this interface may send and receive traffic on, e.g. behind a router or VPN running on the instance."
      listName="transitIps"
      addLabel="Add transit IP"
      onAdd={add}
      items={transitIps}
      onRemove={(i) =>
        void setFieldValue(
          'transitIps',
          transitIps.filter((_, j) => j !== i),
        )
      }
      emptyText="No transit IPs"
    >
      <TextField
        name="transitDraft"
        label="IP network"
        autoComplete="off"
        description="An IPv4 or IPv6 network, e.g. 10.8.0.0/24"
      />
    </DraftSection>
  )
}
