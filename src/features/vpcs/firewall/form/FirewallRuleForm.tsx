import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router-dom'
import type { VpcFirewallRules } from '~/api/generated/types'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { capitalize, isApiError } from '~/api/errors'
import { ResourceForm, type ServerFieldError, type PlannedRequest } from '~/components'
import { isRuleNameTaken } from '~/state/firewall/ruleChanges'
import { useNamePickers } from '../../util/pickers'
import { HostListField } from './HostListField'
import { PortsField } from './PortsField'
import { ProtocolsField } from './ProtocolsField'
import { RuleBasicsFields } from './RuleBasicsFields'
import { ruleSchema } from './ruleSchema'
import type { RuleFormValues } from './ruleValues'

// The API checks the whole list and names a refused value by its place in it
// ('Rules[9].filters.ports[0]: invalid port range "70000"'): an index the user never sees. The
// part after the index says which list, and its value, when this rule has it, says it is ours.
const LISTS = [
  { pattern: /filters\.ports\[\d+\]: (.*)$/, path: 'ports' },
  { pattern: /filters\.hosts\[\d+\](?:\.\w+)?: (.*)$/, path: 'hosts' },
  { pattern: /targets\[\d+\](?:\.\w+)?: (.*)$/, path: 'targets' },
] as const

function ruleFieldErrors(error: unknown, values: RuleFormValues): ServerFieldError[] {
  if (isRuleNameTaken(error)) return [{ path: 'name', message: (error as Error).message }]
  if (!isApiError(error)) return []
  for (const { pattern, path } of LISTS) {
    const reason = pattern.exec(error.message)?.[1]
    if (!reason) continue
    const value = /"([^"]*)"/.exec(reason)?.[1]
    // the value in this rule's lists or drafts (another rule's would be named by its index only)
    const ours = value === undefined || JSON.stringify(values).includes(JSON.stringify(value))
    if (ours) return [{ path, message: capitalize(reason) }]
  }
  return []
}

type Props = {
  title: string
  submitLabel: string
  initialValues: RuleFormValues
  /** saves the rule (the whole list goes to the API) */
  submit: (values: RuleFormValues) => Promise<VpcFirewallRules>
  /** what the save sends, the change applied to the rules as the page has them */
  request: (values: RuleFormValues) => PlannedRequest
  /** the toast, from the rule's name as saved */
  successMessage: (name: string) => string
  /** the VPC's other rules' priorities, to say where this rule stands among them */
  otherPriorities: readonly number[]
}

/**
 * The firewall rule side modal (create, clone, edit): spec §3's fields. A server error keeps the
 * form open with everything as typed.
 */
export function FirewallRuleForm({
  title,
  submitLabel,
  initialValues,
  submit,
  request,
  successMessage,
  otherPriorities,
}: Props) {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const navigate = useNavigate()
  const pickers = useNamePickers(project, vpc)
  return (
    <ResourceForm
      title={title}
      submitLabel={submitLabel}
      initialValues={initialValues}
      validationSchema={ruleSchema}
      request={request}
      // the API answers with the whole list; the toast names the rule as it was sent
      submit={async (values: RuleFormValues) => {
        await submit(values)
        return values.name
      }}
      successMessage={successMessage}
      fieldErrors={ruleFieldErrors}
      goTo={() => pb.vpcFirewallRules(project, vpc)}
      onDismiss={() => void navigate(pb.vpcFirewallRules(project, vpc))}
    >
      <RuleBasicsFields otherPriorities={otherPriorities} />
      <Divider />
      <HostListField
        list="targets"
        draft="targetDraft"
        legend="Targets"
        noun="target"
        description="The instances the rule applies to: all of a VPC's or subnet's, one by name, or by address."
        emptyText="No targets yet"
        pickers={pickers}
      />
      <Divider />
      <Typography variant="h3" component="h3">
        Filters
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
        Traffic matches the rule only when it matches every kind of filter given.
      </Typography>
      <HostListField
        list="hosts"
        draft="hostDraft"
        legend="Host filters"
        noun="host filter"
        description="Where inbound traffic comes from, or where outbound traffic goes."
        emptyText="Any host"
        pickers={pickers}
        level="subsection"
      />
      <ProtocolsField />
      <PortsField />
    </ResourceForm>
  )
}
