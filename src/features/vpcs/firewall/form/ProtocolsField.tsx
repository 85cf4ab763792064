import Box from '@mui/material/Box'
import { useFormikContext } from 'formik'
import { SelectField, TextField, DraftSection } from '~/components'
import { protocolText } from '~/state/firewall/describe'
import { protocolDraftError } from './ruleSchema'
import { emptyProtocol, isIcmp, protocolOf, type RuleFormValues } from './ruleValues'

const PROTOCOLS = [
  { value: 'tcp', label: 'TCP' },
  { value: 'udp', label: 'UDP' },
  { value: 'icmp', label: 'ICMP' },
  { value: 'icmp6', label: 'ICMPv6' },
]

/** Protocol filters: TCP, UDP, or ICMP or ICMPv6 with an optional type and code. */
export function ProtocolsField() {
  const { values, setValues, setFieldValue, setFieldTouched, setFieldError } =
    useFormikContext<RuleFormValues>()
  const { protocols, protocolDraft } = values

  const add = () => {
    const error = protocolDraftError(protocolDraft, protocols)
    if (error) {
      const path = `protocolDraft.${error.path}`
      void setFieldTouched(path, true, false)
      setFieldError(path, error.message)
      return
    }
    const protocol = protocolOf(protocolDraft)
    for (const f of ['type', 'icmpType', 'icmpCode']) {
      void setFieldTouched(`protocolDraft.${f}`, false, false)
    }
    // one change, validated once
    void setValues({
      ...values,
      protocols: protocol ? [...protocols, protocol] : protocols,
      protocolDraft: emptyProtocol(),
    })
  }

  return (
    <DraftSection
      legend="Protocols"
      description="Without any, the rule matches every protocol."
      listName="protocols"
      addLabel="Add protocol"
      onAdd={add}
      items={protocols.map(protocolText)}
      onRemove={(i) =>
        void setFieldValue(
          'protocols',
          protocols.filter((_, j) => j !== i),
        )
      }
      level="subsection"
      emptyText="Any protocol"
    >
      <SelectField
        name="protocolDraft.type"
        label="Protocol"
        placeholder="Select a protocol"
        options={PROTOCOLS}
      />
      {isIcmp(protocolDraft.type) && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            name="protocolDraft.icmpType"
            label="ICMP type"
            autoComplete="off"
            description="Optional, 0 to 255 (8: echo request)"
          />
          <TextField
            name="protocolDraft.icmpCode"
            label="ICMP code"
            autoComplete="off"
            description="Optional: a code or a range, e.g. 0-15"
          />
        </Box>
      )}
    </DraftSection>
  )
}
