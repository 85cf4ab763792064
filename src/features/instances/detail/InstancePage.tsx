import InstancesIcon from '@mui/icons-material/DnsOutlined'
import Box from '@mui/material/Box'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Instance } from '~/api/generated/types'
import { activityKeys, useActivityAction } from '~/app/audit/activity'
import { pb } from '~/app/routes/paths'
import {
  ActionButton,
  CopyButton,
  DateTime,
  gateActions,
  InstanceStateBadge,
  PageHeader,
  PropertiesTable,
  RouteTabs,
  RowActions,
  useChangeReason,
  useNow,
  type RowAction,
  PageDescription,
} from '~/components'
import { InstanceGroups } from './InstanceGroups'
import { instanceDisabledReason } from '~/state/machines'
import { formatBytes } from '~/util/format'
import { useInstanceActions } from '../actions'
import { ExternalIpSummary } from '../ExternalIpSummary'
import { instanceView, withInstance, useInstanceSelector } from '../useInstance'
import { autoRestartSummary } from './autoRestart'
import { InstanceVpc } from './InstanceVpc'

/** An unknown instance (or project) is a 404, which the route's error element shows as 'Page not found'. */
export const instanceLoader = instanceView.loader

function InstanceProperties({ project, instance }: { project: string; instance: Instance }) {
  // a cooldown's countdown keeps time with the shared clock
  const now = useNow()
  return (
    <PropertiesTable
      columns={2}
      properties={[
        {
          label: 'ID',
          value: (
            // one line: the id and its copy button stay together
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
              <Box
                component="span"
                sx={{ fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis' }}
                title={instance.id}
                data-testid="instance-id"
              >
                {instance.id}
              </Box>
              <CopyButton text={instance.id} label="Copy ID" variant="icon" />
            </Box>
          ),
        },
        { label: 'CPU', value: `${instance.ncpus} vCPU` },
        { label: 'VPC', value: <InstanceVpc project={project} instance={instance.name} /> },
        {
          label: 'External IPs',
          value: <ExternalIpSummary instanceId={instance.id} />,
        },
        { label: 'Memory', value: formatBytes(instance.memory) },
        { label: 'Hostname', value: instance.hostname },
        { label: 'Created', value: <DateTime date={instance.timeCreated} /> },
        { label: 'Auto-restart', value: autoRestartSummary(instance, now) },
        {
          label: 'Affinity groups',
          value: <InstanceGroups project={project} instanceId={instance.id} />,
        },
      ]}
    />
  )
}

const HEADER_ACTIONS = new Set(['Start', 'Stop', 'Reboot'])

/** Spec §2: an instance's page: its header and properties over the storage, networking, … tabs. */
export const InstancePage = withInstance(function InstancePage({ instance }) {
  const { project, instance: name } = useInstanceSelector()
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.instances(project)), [navigate, project])
  const instanceActions = useInstanceActions({ onDeleted })
  // a project viewer sees the actions disabled, with the reason, rather than refused by the API
  const roleReason = useChangeReason('change this instance')
  const activity = useActivityAction()

  const base = pb.instance(project, name)
  const actions = gateActions(instanceActions(instance), roleReason)
  const main = actions.filter((a) => HEADER_ACTIONS.has(a.label))
  const rest = actions.filter((a) => !HEADER_ACTIONS.has(a.label))
  // the console, as the list row offers it; Delete stays last, apart from the rest
  const serialConsole: RowAction = {
    label: 'View serial console',
    disabledReason: instanceDisabledReason('serialConsole', instance),
    reads: true,
    onActivate: () => void navigate(pb.serialConsole(project, instance.name)),
  }
  const more = [
    ...rest.slice(0, -1),
    serialConsole,
    // what was done to it, in the audit log (fleet viewers)
    activity(activityKeys('instance', instance, project)),
    ...rest.slice(-1),
  ]
  return (
    <>
      <PageHeader
        title={instance.name}
        icon={<InstancesIcon aria-hidden />}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <InstanceStateBadge state={instance.runState} />
            {/* the everyday actions as buttons, the rest (resize, delete) in the menu */}
            {main.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
            <RowActions label="Instance actions" actions={more} />
          </Box>
        }
      />
      {instance.description && <PageDescription text={instance.description} />}
      <Box sx={{ mb: 3 }}>
        <InstanceProperties project={project} instance={instance} />
      </Box>
      <RouteTabs
        label="Instance tabs"
        tabs={[
          { label: 'Storage', to: pb.instanceStorage(project, name) },
          { label: 'Networking', to: pb.instanceNetworking(project, name) },
          // the route redirects to the cpu sub-tab; every metrics sub-tab keeps this tab selected
          { label: 'Metrics', to: `${base}/metrics` },
          { label: 'Connect', to: pb.instanceConnect(project, name) },
          { label: 'Settings', to: pb.instanceSettings(project, name) },
        ]}
      />
    </>
  )
})
