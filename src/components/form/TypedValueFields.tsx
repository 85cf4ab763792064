import Box from '@mui/material/Box'
import { getIn, useFormikContext } from 'formik'
import type { ReactNode } from 'react'
import { messageOf } from '~/api/errors'
import type { ValueKind } from '~/util/valueRules'
import { SelectField } from './SelectField'
import { TextField } from './TextField'

/** Names a picker offers (the project's VPCs, instances …), as a list query delivers them. */
export type NameList = { names: string[]; loading: boolean; error: unknown }

/** One variant of a tagged value: its type tag, how the type is called, and what its value is. */
export type TypeChoice = {
  type: string
  label: string
  kind: ValueKind
  /** the value field's label ('IP address'): also the '{label} is required' message's */
  valueLabel: string
  /** for a name: what the project has of that kind */
  names?: NameList
  /** help under the value field */
  description?: ReactNode
}

type Props = {
  /** formik paths of the type and the value */
  typeName: string
  valueName: string
  typeLabel: string
  choices: readonly TypeChoice[]
  /** an empty first type option, for a draft that may be left blank */
  typePlaceholder?: string
}

function namePlaceholder(names: NameList, label: string) {
  if (names.loading) return 'Loading…'
  if (names.error !== undefined) return `Could not load: ${messageOf(names.error)}`
  return names.names.length === 0 ? `No ${label.toLowerCase()}s available` : `Select a name`
}

/**
 * A type picker and the value it asks for: a picker of the project's names for a VPC, subnet,
 * instance or gateway, a text field for an address or network, nothing for a drop. Choosing
 * another type empties the value, whose rules differ.
 */
export function TypedValueFields({
  typeName,
  valueName,
  typeLabel,
  choices,
  typePlaceholder,
}: Props) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext()
  const type = getIn(values, typeName) as string
  const value = (getIn(values, valueName) as string | undefined) ?? ''
  const choice = choices.find((c) => c.type === type)

  let valueField: ReactNode = null
  if (choice?.kind === 'name' && choice.names) {
    // a value the project no longer has (a rule naming a deleted instance) stays choosable
    const names =
      choice.names.names.includes(value) || !value
        ? choice.names.names
        : [value, ...choice.names.names]
    valueField = (
      <SelectField
        name={valueName}
        label={choice.valueLabel}
        placeholder={namePlaceholder(choice.names, choice.label)}
        options={names.map((n) => ({ value: n, label: n }))}
        description={choice.description}
      />
    )
  } else if (choice?.kind === 'ip' || choice?.kind === 'ip_net') {
    valueField = (
      <TextField
        name={valueName}
        label={choice.valueLabel}
        autoComplete="off"
        description={choice.description}
      />
    )
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, gap: 2 }}>
      <SelectField
        name={typeName}
        label={typeLabel}
        placeholder={typePlaceholder}
        options={choices.map((c) => ({ value: c.type, label: c.label }))}
        onChoose={() => {
          void setFieldValue(valueName, '', false)
          void setFieldTouched(valueName, false, false)
        }}
      />
      {valueField}
    </Box>
  )
}
