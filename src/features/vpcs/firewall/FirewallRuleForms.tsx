import { useState } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { useRouteParams } from '~/app/routes/params'
import type { ApiError } from '~/api/errors'
import type { VpcFirewallRule } from '~/api/generated/types'
import { generateName } from '~/util/names'
import { FirewallRuleForm } from './form/FirewallRuleForm'
import { addRule, replaceRule } from '~/state/firewall/ruleChanges'
import { newRuleValues, priorityAfter, ruleFromValues, ruleValues } from './form/ruleValues'
import { rulesRequest, useUpdateRules } from './rulesUpdate'
import { rulesView } from './rulesView'

// The routes firewall-rules-new, firewall-rules-new/{rule} (a clone) and
// firewall-rules/{rule}/edit (spec §2), each a side modal over the VPC's rules.

const notFound = (rule: string): ApiError => ({
  type: 'error',
  statusCode: 404,
  message: `Not found: firewall rule with name "${rule}"`,
})

/** The rules, and a 404 ('Page not found') when the route names a rule the VPC does not have. */
export const firewallRuleLoader = async ({ params }: LoaderFunctionArgs) => {
  const { rules } = await rulesView.fetch(params)
  if (params.rule !== undefined && !rules.some((r) => r.name === params.rule)) {
    throw notFound(params.rule)
  }
  return null
}

/**
 * The rule the route names, as it was when the form opened: the list is read again before each
 * save (and changes with it), but the form works on what the user started from.
 */
function useRouteRule(): {
  rule: VpcFirewallRule | undefined
  names: string[]
  rules: VpcFirewallRule[]
  loaded: boolean
} {
  const name = useParams().rule
  const { data } = rulesView.useView()
  const now = {
    rule: data?.rules.find((r) => r.name === name),
    names: data?.rules.map((r) => r.name) ?? [],
    rules: data?.rules ?? [],
    loaded: data !== undefined,
  }
  const [first, setFirst] = useState(data ? now : undefined)
  if (!first && data) setFirst(now)
  return first ?? now
}

/** A name for the clone no rule has (spec §5 generated names). */
function cloneName(base: string, taken: readonly string[]): string {
  for (;;) {
    const name = generateName(base)
    if (!taken.includes(name)) return name
  }
}

type SaveProps = { project: string; vpc: string }

/** A new rule, or a clone of `source` under a new name no rule has. */
function NewRuleForm({
  project,
  vpc,
  source,
  names,
  rules,
}: SaveProps & {
  source?: VpcFirewallRule
  names: readonly string[]
  rules: readonly VpcFirewallRule[]
}) {
  const save = useUpdateRules(project, vpc)
  const priorities = rules.map((r) => r.priority)
  // the suggested name is drawn once, not on every render; a new rule goes after the others
  const [initialValues] = useState(() =>
    source
      ? ruleValues(source, cloneName(source.name, names))
      : newRuleValues(priorityAfter(priorities)),
  )
  return (
    <FirewallRuleForm
      otherPriorities={priorities}
      title={source ? `Clone firewall rule ${source.name}` : 'Add firewall rule'}
      submitLabel="Add rule"
      initialValues={initialValues}
      submit={(values) => save(addRule(ruleFromValues(values)))}
      // the save reads the list fresh first: the same unless someone changed it meanwhile
      request={(values) => rulesRequest(project, vpc, rules, addRule(ruleFromValues(values)))}
      successMessage={(name) => `Firewall rule ${name} created`}
    />
  )
}

function CreateForm() {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const { rule: source } = useParams()
  const { rule, names, rules, loaded } = useRouteRule()
  // a clone waits for its rule, a new rule for the others' priorities (the route's loader has
  // fetched them)
  if (!loaded || (source !== undefined && !rule)) return null
  return <NewRuleForm project={project} vpc={vpc} source={rule} names={names} rules={rules} />
}

/** firewall-rules-new, and with a rule in the path, a new rule with every field from that one. */
export function FirewallRuleCreateForm() {
  // another rule to clone is another form
  return <CreateForm key={useParams().rule ?? ''} />
}

function EditRuleForm({
  project,
  vpc,
  rule,
  rules,
}: SaveProps & { rule: VpcFirewallRule; rules: readonly VpcFirewallRule[] }) {
  const save = useUpdateRules(project, vpc)
  const [initialValues] = useState(() => ruleValues(rule))
  return (
    <FirewallRuleForm
      otherPriorities={rules.filter((r) => r.name !== rule.name).map((r) => r.priority)}
      title="Edit firewall rule"
      submitLabel="Update rule"
      initialValues={initialValues}
      submit={(values) => save(replaceRule(rule.name, ruleFromValues(values)))}
      request={(values) =>
        rulesRequest(project, vpc, rules, replaceRule(rule.name, ruleFromValues(values)))
      }
      successMessage={(name) => `Firewall rule ${name} updated`}
    />
  )
}

function EditForm() {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const { rule, rules } = useRouteRule()
  return rule ? <EditRuleForm project={project} vpc={vpc} rule={rule} rules={rules} /> : null
}

/** firewall-rules/{rule}/edit: only that rule changes, in the list the server has now. */
export function FirewallRuleEditForm() {
  return <EditForm key={useParams().rule ?? ''} />
}
