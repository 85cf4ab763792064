import { useFormikContext } from 'formik'
import type { VpcFirewallRuleHostFilter } from '~/api/generated/types'
import { DraftSection, TypedValueFields, type TypeChoice } from '~/components'
import { HOST_TYPE_LABELS, hostText, type HostType } from '~/state/firewall/describe'
import type { NamePickers } from '../../util/pickers'
import { hostDraftError, HOST_VALUES } from './ruleSchema'
import { hostOf, type HostDraft, type RuleFormValues } from './ruleValues'

const HOST_TYPES: HostType[] = ['vpc', 'subnet', 'instance', 'ip', 'ip_net']

const DESCRIPTIONS: Partial<Record<HostType, string>> = {
  ip: 'An IPv4 or IPv6 address',
  ip_net: 'An address and a width, e.g. 10.0.0.0/24',
}

type Props = {
  list: 'targets' | 'hosts'
  draft: 'targetDraft' | 'hostDraft'
  legend: string
  description: string
  /** 'target' / 'host filter': the Add button and the type picker say it */
  noun: string
  emptyText: string
  pickers: NamePickers
  level?: 'section' | 'subsection'
}

/** Targets or host filters: VPCs, subnets and instances by name from the project, IPs, networks. */
export function HostListField({
  list,
  draft,
  legend,
  description,
  noun,
  emptyText,
  pickers,
  level,
}: Props) {
  const { values, setValues, setFieldValue, setFieldTouched, setFieldError } =
    useFormikContext<RuleFormValues>()
  const items = values[list]
  const current: HostDraft = values[draft]
  const valuePath = `${draft}.value`

  const choices: TypeChoice[] = HOST_TYPES.map((type) => ({
    type,
    label: HOST_TYPE_LABELS[type],
    ...HOST_VALUES[type],
    names: type === 'vpc' || type === 'subnet' || type === 'instance' ? pickers[type] : undefined,
    description: DESCRIPTIONS[type],
  }))

  const add = () => {
    const error = hostDraftError(current, items)
    if (error) {
      void setFieldTouched(valuePath, true, false)
      setFieldError(valuePath, error)
      return
    }
    // one change, validated once: two would each be checked against a half-made state
    void setFieldTouched(valuePath, false, false)
    void setValues({
      ...values,
      [list]: [...items, hostOf(current)],
      [draft]: { type: current.type, value: '' },
    })
  }

  return (
    <DraftSection
      legend={legend}
      description={description}
      listName={list}
      addLabel={`Add ${noun}`}
      onAdd={add}
      items={items.map((h: VpcFirewallRuleHostFilter) => hostText(h))}
      onRemove={(i) =>
        void setFieldValue(
          list,
          items.filter((_, j) => j !== i),
        )
      }
      emptyText={emptyText}
      level={level}
    >
      <TypedValueFields
        typeName={`${draft}.type`}
        valueName={valuePath}
        typeLabel={`${noun[0]!.toUpperCase()}${noun.slice(1)} type`}
        choices={choices}
      />
    </DraftSection>
  )
}
