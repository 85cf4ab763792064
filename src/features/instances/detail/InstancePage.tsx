import InstancesIcon from '@mui/icons-material/DnsOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { instancesApi } from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  CopyButton,
  DateTime,
  InstanceStateBadge,
  PageHeader,
  PropertiesTable,
  RouteTabs,
  RowActions,
  Spinner,
} from '~/components'
import { InstanceGroups } from '~/features/affinity/InstanceGroups'
import { formatBytes } from '~/util/format'
import { useInstanceActions } from '../actions'
import { useInstance, useInstanceSelector } from '../useInstance'
import { autoRestartSummary } from './autoRestart'

/** An unknown instance (or project) is a 404, which the route's error element shows as 'Page not found'. */
export const instanceLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetch(instancesApi.endpoints.instanceView, {
    path: { instance: params.instance! },
    query: { project: params.project! },
  })
  return null
}

function InstanceProperties({ project, instance }: { project: string; instance: Instance }) {
  return (
    <PropertiesTable
      columns={2}
      properties={[
        {
          label: 'ID',
          value: (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="instance-id">
                {instance.id}
              </Box>
              <CopyButton text={instance.id} label="Copy ID" />
            </Box>
          ),
        },
        { label: 'CPU', value: `${instance.ncpus} vCPU` },
        { label: 'Memory', value: formatBytes(instance.memory) },
        { label: 'Hostname', value: instance.hostname },
        { label: 'Created', value: <DateTime date={instance.timeCreated} /> },
        { label: 'Auto-restart', value: autoRestartSummary(instance) },
        {
          label: 'Affinity groups',
          value: <InstanceGroups project={project} instanceId={instance.id} />,
        },
      ]}
    />
  )
}

/** Spec §2: an instance's page: its header and properties over the storage, networking, … tabs. */
export function InstancePage() {
  const { project, instance: name } = useInstanceSelector()
  const instance = useInstance()
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.instances(project)), [navigate, project])
  const instanceActions = useInstanceActions({ onDeleted })

  // the loader fetched it; this is only the moment before the cache hands it over
  if (!instance) return <Spinner />

  const base = pb.instance(project, name)
  return (
    <>
      <PageHeader
        title={instance.name}
        icon={<InstancesIcon aria-hidden />}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <InstanceStateBadge state={instance.runState} />
            <RowActions label="Instance actions" actions={instanceActions(instance)} />
          </Box>
        }
      />
      {instance.description && (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {instance.description}
        </Typography>
      )}
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
}
