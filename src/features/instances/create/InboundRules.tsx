import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useFormikContext } from 'formik'
import { useId, useMemo } from 'react'
import { useVpcFirewallRulesViewQuery } from '~/api/endpoints/vpcs'
import { messageOf } from '~/api/errors'
import { pb } from '~/app/routes/paths'
import { inboundSummary } from '~/state/firewall/inboundSummary'
import { rulesForInstance, type NicFacts } from '~/state/firewall/ruleMatch'
import { parseIp } from '~/util/ip'
import type { InstanceCreateValues } from './formValues'
import { useSubnets } from './pickerData'

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The VPC and interfaces the new instance would have, as the rule matching wants them. */
function useNewInstanceFacts(project: string) {
  const { values } = useFormikContext<InstanceCreateValues>()
  const vpc =
    values.network === 'default' ? 'default' : values.network === 'custom' ? values.nicVpc : ''
  const subnets = useSubnets(project, vpc)
  const nics = useMemo((): NicFacts[] => {
    const blocks = new Map(subnets.items?.map((s) => [s.name, [s.ipv4Block, s.ipv6Block]]))
    const entries =
      values.network === 'custom'
        ? values.nics.map((n, i) => ({ ...n, name: n.name || `interface ${i + 1}` }))
        : [{ name: 'net0', subnet: 'default', ip: '' }]
    return entries.map((n) => ({
      name: n.name,
      subnet: n.subnet,
      // an address being typed counts once it is one
      ip: parseIp(n.ip.trim()).type === 'error' ? undefined : n.ip.trim(),
      subnetBlocks: blocks.get(n.subnet),
    }))
  }, [subnets.items, values.network, values.nics])
  return { vpc, nics, instance: values.name }
}

/**
 * Under the network choice: what the chosen VPC's firewall rules let in to this instance today
 * ('SSH (22) from anywhere, ICMP from anywhere; 3 more rules'), linking to the rules. The link
 * opens a new tab: following it here would leave the half-filled form.
 */
export function InboundRules({ project }: { project: string }) {
  const { vpc, nics, instance } = useNewInstanceFacts(project)
  const headingId = useId()
  // currentData: another VPC's rules never stand for this one's while they load
  const {
    currentData: data,
    error,
    isFetching,
  } = useVpcFirewallRulesViewQuery({ query: { project, vpc } }, { skip: !vpc })
  const summary = useMemo(
    () => data && inboundSummary(rulesForInstance(data.rules, { instance, vpc, nics })),
    [data, instance, vpc, nics],
  )
  if (!vpc) return null

  const rulesLink = (text: string) => (
    <MuiLink
      href={pb.vpcFirewallRules(project, vpc)}
      target="_blank"
      rel="noopener"
      underline="always"
      aria-label={`${text} of VPC ${vpc} (opens in a new tab)`}
    >
      {text}
    </MuiLink>
  )

  let body
  if (isFetching && !data) body = <Skeleton width="60%" aria-hidden />
  else if (error !== undefined || !summary) {
    body = `Could not read the firewall rules of VPC ${vpc}: ${messageOf(error)}`
  } else if (summary.allowed.length === 0) {
    body = (
      <>
        Nothing, by the rules of VPC {vpc} as they are now
        {summary.more > 0 ? '; ' : ' · '}
        {rulesLink(
          summary.more > 0
            ? `${summary.more} ${summary.more === 1 ? 'rule' : 'rules'}`
            : 'View rules',
        )}
      </>
    )
  } else {
    body = (
      <>
        {capitalized(summary.allowed.join(', '))}
        {summary.more > 0 ? '; ' : ' · '}
        {rulesLink(
          summary.more > 0
            ? `${summary.more} more ${summary.more === 1 ? 'rule' : 'rules'}`
            : 'View rules',
        )}
      </>
    )
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        Inbound traffic allowed today
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div">
        {body}
      </Typography>
    </Box>
  )
}
