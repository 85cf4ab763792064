import { useFormikContext } from 'formik'
import { TextField, DraftSection } from '~/components'
import { portRangeError } from '~/util/validation'
import { portDraftError } from './ruleSchema'
import { portOf, type RuleFormValues } from './ruleValues'

/** Port filters (spec §5 port ranges): one port or a range, each added to the list. */
export function PortsField() {
  const { values, setValues, setFieldValue, setFieldTouched, setFieldError } =
    useFormikContext<RuleFormValues>()
  const { ports, portDraft } = values

  const add = () => {
    const error = portDraftError(portDraft, ports)
    if (error) {
      void setFieldTouched('portDraft', true, false)
      setFieldError('portDraft', error)
      return
    }
    const port = portOf(portDraft)
    void setFieldTouched('portDraft', false, false)
    // one change, validated once
    void setValues({ ...values, ports: port ? [...ports, port] : ports, portDraft: '' })
  }

  return (
    <DraftSection
      legend="Ports"
      description="Without any, the rule matches every port."
      listName="ports"
      addLabel="Add port range"
      onAdd={add}
      items={ports}
      onRemove={(i) =>
        void setFieldValue(
          'ports',
          ports.filter((_, j) => j !== i),
        )
      }
      level="subsection"
      itemError={portRangeError}
      emptyText="Any port"
    >
      <TextField
        name="portDraft"
        label="Port range"
        autoComplete="off"
        description="A port (443) or a range (8000-8080), each 1 to 65535"
      />
    </DraftSection>
  )
}
